import Touchway

/// A paused session is a system interruption: every active touch is cancelled, since its
/// up will never arrive.
extension Seat: SessionObserver {
  /// Cancels every active touch (`Seat.interrupt()`).
  public func sessionDidPause(_ session: Session) {
    interrupt()
  }

  /// Touches start afresh after a pause: nothing to do.
  public func sessionDidResume(_ session: Session) {}
}
