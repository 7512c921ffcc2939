import Touchway

extension WaylandSeat {
  /// Hands a touch the client declined on `view` to the view's next responder, as if that
  /// had been hit first; the view passes the touch's later phases on
  /// (`Seat.handOff(_:to:)`), whose frame end sends the frames of clients that got touch
  /// events.
  func handOff(_ touch: Touch, declinedOn view: SurfaceView) {
    guard let next = view.next else { return }
    seat.handOff(touch, to: next)
  }
}
