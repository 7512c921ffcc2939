import Touchway
import TouchwayGraphics

/// What the kiosk needs from its display server: an event loop to wait on, and the
/// client buffers to put on the output.
///
/// `TouchwayWayland`'s display provides it in the kiosk; tests use a stand-in. The
/// server puts client windows into the seat's application and sends them its touches;
/// the kiosk drives the loop, the replay, the output and the run's end.
public protocol KioskServer: AnyObject {
  /// Waits at most `timeout` seconds (`nil`: until something happens) for client
  /// requests, signals and timers, handles them, and flushes what clients are owed.
  func dispatch(timeout: TimeInterval?) throws

  /// Goes up whenever a client commits new contents for a visible surface.
  ///
  /// Surfaces that go away do not change it, so the output keeps the last picture a
  /// client presented: a screenshot taken when APP exits shows what it drew last.
  var contentGeneration: Int { get }

  /// Calls `body` with each visible client buffer, back to front, placed in output
  /// pixels. A buffer may be read only during its call: a Wayland server guards the read
  /// of one client's memory at a time (`wl_shm_buffer_begin_access`).
  func forEachVisibleBuffer(_ body: (CompositorLayer) -> Void)

  /// The output has shown what the clients presented, at `time` on the kiosk's clock:
  /// clients waiting for a frame callback may draw the next frame.
  func didPresent(at time: TimeInterval)
}
