import Touchway

/// A paused session cancels the keys held down: their releases go to another session.
extension PressDispatcher: SessionObserver {
  /// Cancels every held key (`PressDispatcher.interrupt()`).
  public func sessionDidPause(_ session: Session) {
    interrupt()
  }

  /// Keys start afresh after a pause: nothing to do.
  public func sessionDidResume(_ session: Session) {}
}
