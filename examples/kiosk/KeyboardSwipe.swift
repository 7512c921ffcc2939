import Touchway
import TouchwayOnScreenKeyboard
import TouchwayWayland

/// The user's own request for the built-in keyboard: a swipe in from the bottom edge of
/// the screen (the top edge when the back gesture has the bottom), a compositor's gesture
/// on every app window as the back gesture is. The keyboard otherwise comes only for a
/// text field a touch focused, or that asks: an X11 window says nothing of its text
/// fields, and a Wayland field whose keyboard the user hid asks again only when tapped.
///
/// An X11 window with the keyboard focus becomes the text input (``X11TextInput``, which
/// types as key events); a text input whose keyboard is hidden gets it back; with nothing
/// to type into, the swipe does nothing.
final class KeyboardSwipe {
  /// How far, in points, the finger must come in from the edge: further than a drag
  /// that merely starts near it.
  static let distance = 40.0

  private unowned let compositor: KioskCompositor
  private let keyboard: OnScreenKeyboard
  private let edge: ScreenEdgePanGestureRecognizer.Edges
  /// Only a finger at the screen's edge: the bottom of a dialog, or of a window above the
  /// shown keyboard, is the app's.
  private let band: ScreenEdgeBand

  /// The swipe for `keyboard`, from the edge that is not one of `backEdges`.
  init(
    compositor: KioskCompositor, keyboard: OnScreenKeyboard,
    besides backEdges: ScreenEdgePanGestureRecognizer.Edges
  ) {
    self.compositor = compositor
    self.keyboard = keyboard
    band = ScreenEdgeBand(compositor: compositor)
    edge = backEdges.contains(.bottom) ? .top : .bottom
  }

  /// Gives `window` (an app's, as large as the usable area) the swipe.
  func attach(to window: Window) {
    let swipe = ScreenEdgePanGestureRecognizer(name: "keyboard")
    swipe.edges = edge
    swipe.hysteresis = Self.distance
    swipe.systemGesture = .other
    // A finger in the edge's band reaches the app only once it is no swipe, as UIKit
    // defers touches at the screen's edges: a button along the edge that takes the focus
    // when pressed would take it from the field the keyboard is asked for.
    swipe.delaysTouchesBegan = true
    swipe.delegate = band
    swipe.addTarget { [unowned self] in if $0.state == .began { showKeyboard() } }
    window.addGestureRecognizer(swipe)
  }

  private func showKeyboard() {
    if let window = compositor.xwayland?.surfaces.first(where: \.hasKeyboardFocus) {
      window.takeText()
    } else if compositor.application.textInput == nil {
      return logger.debug("keyboard swipe: nothing takes text")
    }
    keyboard.show()
  }
}
