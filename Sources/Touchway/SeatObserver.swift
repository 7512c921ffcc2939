/// Watches what a seat does, for traces, logs and tests.
public protocol SeatObserver: AnyObject {
  /// The seat hit-tested a new touch; `touch.view` is the result (`nil` if nothing was hit).
  func seat(_ seat: Seat, didHitTest touch: Touch)
}
