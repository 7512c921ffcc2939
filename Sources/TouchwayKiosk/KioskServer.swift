import Touchway

/// What the kiosk needs from its display server: an event loop to wait on.
///
/// The compositor provides it in the kiosk; tests use a stand-in. The server puts client
/// windows into the seat's application, sends them its touches and draws the output; the
/// kiosk drives the loop, the replay and the run's end.
public protocol KioskServer: AnyObject {
  /// Waits at most `timeout` seconds (`nil`: until something happens) for client
  /// requests, signals and timers, handles them, and flushes what clients are owed.
  func dispatch(timeout: TimeInterval?) throws
}
