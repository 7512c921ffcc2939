public import Touchway

/// The built-in on-screen keyboard of an application: UIKit's `inputView`, brought up
/// when a text input becomes the application's (`Application.becomeTextInput(_:)`), if
/// ``showsWhenTextInputBegins`` agrees, and dismissed when it resigns. ``show()`` and
/// ``hide()`` bring it up and put it away while the text input stays: the user (its hide
/// key, a compositor's back gesture) or the text field asked.
///
/// It is a `Window` at the bottom of the screen, in front of the app's, holding an
/// ``OnScreenKeyboardView``. Text goes to the text input (`TextInputClient`);
/// Return, and anything typed while no text input takes it, goes to ``keyFallback``.
public final class OnScreenKeyboard {
  /// The window the keyboard is in, while it shows and while it does not.
  public let window: Window
  /// The keys.
  public let view: OnScreenKeyboardView
  /// Receives what no text input takes: Return, or all output when no text input is
  /// active (a compositor sends it as key events).
  public var keyFallback: (KeyboardOutput) -> Void = { _ in }
  /// Told everything the keyboard sends, and whether a text input took it: `--trace`
  /// shows it.
  public var didSend: (KeyboardOutput, _ toTextInput: Bool) -> Void = { _, _ in }
  /// Called when the keyboard comes up or goes away.
  public var visibilityDidChange: (Bool) -> Void = { _ in }
  /// The level of its window: above the app and a client's panels.
  public static let windowLevel = 10.0
  /// Whether a text input that begins brings the keyboard up. UIKit's always does, and so
  /// does this by default; a compositor whose apps focus their fields on their own (an
  /// entry focused at start) brings it up only when the user touched the field.
  public var showsWhenTextInputBegins: (TextInputClient) -> Bool = { _ in true }

  private unowned let application: Application
  private var screen: Size

  /// A keyboard for `application` on a screen of `screen` size; it shows while the
  /// application has a text input.
  public init(application: Application, screen: Size) {
    self.application = application
    self.screen = screen
    window = Window(frame: Self.frame(on: screen), name: "keyboard")
    window.windowLevel = Self.windowLevel
    window.isMultipleTouchEnabled = true
    view = OnScreenKeyboardView(size: Self.frame(on: screen).size)
    window.addSubview(view)
    view.output = { [unowned self] in send($0) }
    view.hideRequested = { [unowned self] in hide() }
    application.addTextInputObserver { [unowned self] change in
      switch change {
      case .began(let client):
        // A field for numbers opens on the digits, as UIKit's number pad keyboard types do.
        view.show(client.contentType.prefersDigits ? .symbols : .letters)
        if showsWhenTextInputBegins(client) { setVisible(true) }
      case .ended: if application.textInput == nil { setVisible(false) }
      case .changed: break
      }
    }
  }

  /// Brings the keyboard up for the text input; without one it stays away.
  public func show() {
    setVisible(application.textInput != nil)
  }

  /// Puts the keyboard away; the text input stays, and ``show()`` brings it back.
  public func hide() {
    setVisible(false)
  }

  /// Whether the keyboard shows.
  public var isVisible: Bool { window.application != nil }

  /// Where the keyboard goes on a screen of `size`: along the bottom, the full width.
  public static func frame(on size: Size) -> Rect {
    let height = KeyboardLayout.height(on: size)
    return Rect(x: 0, y: size.height - height, width: size.width, height: height)
  }

  /// Every key of the letters page with its frame in screen coordinates, as the keyboard
  /// shows on a screen of `size`.
  public static func keyFrames(on size: Size) -> [(key: KeyDefinition, frame: Rect)] {
    let keyboard = frame(on: size)
    return KeyboardLayout.letters.frames(in: keyboard.size).map { key, frame in
      (key, Rect(origin: Point(x: frame.minX, y: frame.minY + keyboard.minY), size: frame.size))
    }
  }

  /// The screen changed size: the keyboard follows.
  public func screenDidChange(to size: Size) {
    screen = size
    window.frame = Self.frame(on: size)
    view.resize(to: window.frame.size)
  }

  private func setVisible(_ visible: Bool) {
    guard visible != isVisible else { return }
    if visible {
      application.addWindow(window)
    } else {
      window.application?.removeWindow(window)
    }
    visibilityDidChange(visible)
  }

  private func send(_ output: KeyboardOutput) {
    guard let client = application.textInput, output != .enter else {
      didSend(output, false)
      return keyFallback(output)
    }
    didSend(output, true)
    switch output {
    case .text(let text): client.insertText(text)
    case .backspace: client.deleteBackward()
    case .enter: break
    }
  }
}
