/// Watches what a seat does, for traces, logs and tests. Every method has a default that
/// does nothing.
public protocol SeatObserver: AnyObject {
  /// The seat hit-tested a new touch; `touch.view` is the result (`nil` if nothing was hit).
  func seat(_ seat: Seat, didHitTest touch: Touch)
  /// The seat is about to call `view`'s handler for `phase` with `touches`. `view` is the
  /// touches' hit view, or the view a touch is handed to (``Seat/handOff(_:to:)``); what it
  /// passes up its responder chain is its own business.
  func seat(_ seat: Seat, willDeliver phase: Touch.Phase, _ touches: TouchSet, to view: View)
  /// A gesture recognizer's state changed, at the seat's `now`: printed by traces as the
  /// transition takes effect (a pending one when it is applied, R66).
  func seat(
    _ seat: Seat, gestureRecognizer: GestureRecognizer,
    didTransitionFrom previous: GestureRecognizer.State, to next: GestureRecognizer.State)
}

extension SeatObserver {
  /// Default: nothing.
  public func seat(_ seat: Seat, didHitTest touch: Touch) {}
  /// Default: nothing.
  public func seat(
    _ seat: Seat, willDeliver phase: Touch.Phase, _ touches: TouchSet, to view: View
  ) {}
  /// Default: nothing.
  public func seat(
    _ seat: Seat, gestureRecognizer: GestureRecognizer,
    didTransitionFrom previous: GestureRecognizer.State, to next: GestureRecognizer.State
  ) {}
}
