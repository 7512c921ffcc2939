import Touchway

/// The compositor's decisions around touches that the seat itself does not make: a
/// kiosk or a shell replaces it to decide differently.
public protocol WaylandSeatPolicy: AnyObject {
  /// A client surface got touches it takes, or the pointer emulated for its client entered
  /// it: the default gives its window keyboard focus.
  func seat(_ seat: WaylandSeat, didTouchDownOn view: SurfaceView)

  /// Whether a new client or X11 window emulates a pointer for touches its client does not
  /// take (``SurfaceWindow/emulatesPointer``); asked once, when the window is made. Default:
  /// `false`.
  func seat(_ seat: WaylandSeat, emulatesPointerFor window: Window) -> Bool

  /// Whether the client of `view` may keep system gestures off it
  /// (touchway-responder-v1's gesture exclusion). The seat asks for one surface of each
  /// window when it adds up a client's exclusions, and takes the answer for the client's
  /// other surfaces in that window. Default: `true`.
  func seat(_ seat: WaylandSeat, mayExcludeSystemGesturesOn view: SurfaceView) -> Bool
}

extension WaylandSeatPolicy {
  /// Default: every client surface may.
  public func seat(_ seat: WaylandSeat, mayExcludeSystemGesturesOn view: SurfaceView) -> Bool {
    true
  }

  /// Default: no pointer emulation.
  public func seat(_ seat: WaylandSeat, emulatesPointerFor window: Window) -> Bool { false }
}

/// Keyboard focus follows touch: the window of a touched client surface becomes the first
/// responder, as a tapped text field does in UIKit. Windows emulate a pointer if
/// ``emulatesPointer`` says so.
public final class DefaultSeatPolicy: WaylandSeatPolicy {
  /// Whether new windows emulate a pointer for clients that take no touches.
  public var emulatesPointer: Bool

  /// The default policy; `emulatesPointer` decides for every new window.
  public init(emulatesPointer: Bool = false) {
    self.emulatesPointer = emulatesPointer
  }

  /// Makes the touched surface's window's main surface the first responder.
  public func seat(_ seat: WaylandSeat, didTouchDownOn view: SurfaceView) {
    (view.window as? ClientWindow)?.mainView?.becomeFirstResponder()
  }

  /// ``emulatesPointer``.
  public func seat(_ seat: WaylandSeat, emulatesPointerFor window: Window) -> Bool {
    emulatesPointer
  }
}
