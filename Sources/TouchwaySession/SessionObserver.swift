/// Something that uses the seat's devices and must stop while the session is paused: the
/// output, the input devices, the seat whose touches a pause interrupts.
///
/// Observers are called on the session's thread, in the order they were added.
public protocol SessionObserver: AnyObject {
  /// The session lost the seat (a VT switch, the seat given to another session): stop
  /// using its devices now. The session acknowledges the pause after every observer has
  /// returned.
  func sessionDidPause(_ session: Session)

  /// The session has the seat again after a pause: devices may be used again, but what
  /// they held may be gone (a display's mode, an input device's state).
  func sessionDidResume(_ session: Session)
}
