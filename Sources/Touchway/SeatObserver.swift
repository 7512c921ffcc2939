/// Watches what a seat does, for traces, logs, tests, and whoever sends its deliveries on
/// (a Wayland seat flushing `wl_touch.frame`). Every method has a default that does nothing.
///
/// Add one with ``Seat/addObserver(_:)``; the seat holds its observers weakly.
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
  /// The seat finished one unit of work that may have delivered: a ``Seat/process(_:)``
  /// call, a timer fired by ``Seat/advance(to:)``, a cancel (``Seat/cancelTouches(where:)``,
  /// ``Seat/interrupt()``, also one that waited for a delivery to finish) or a
  /// ``Seat/handOff(_:to:)``. Called once per unit, never inside another one; whoever sends
  /// deliveries to clients ends its input frame here.
  func seatDidEndFrame(_ seat: Seat)
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
  /// Default: nothing.
  public func seatDidEndFrame(_ seat: Seat) {}
}
