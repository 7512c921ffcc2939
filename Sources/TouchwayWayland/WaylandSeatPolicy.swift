import Touchway

/// The compositor's decisions around touches that the seat itself does not make: a
/// kiosk or a shell replaces it to decide differently.
public protocol WaylandSeatPolicy: AnyObject {
  /// A client surface got touches it takes: the default gives its window keyboard focus.
  func seat(_ seat: WaylandSeat, didTouchDownOn view: SurfaceView)
}

/// Keyboard focus follows touch: the window of a touched client surface becomes the first
/// responder, as a tapped text field does in UIKit.
public final class DefaultSeatPolicy: WaylandSeatPolicy {
  /// The default policy.
  public init() {}

  /// Makes the touched surface's window's main surface the first responder.
  public func seat(_ seat: WaylandSeat, didTouchDownOn view: SurfaceView) {
    (view.window as? ClientWindow)?.mainView?.becomeFirstResponder()
  }
}
