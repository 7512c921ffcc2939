import CWaylandClient
import WaylandProtocols

/// The window's `touchway_responder_v1`, for a compositor that offers it (Touchway): it
/// asks for several touch points at a time, may keep the compositor's system gestures off
/// the window, declines points, and reports what the compositor says. Made in `init`,
/// destroyed in `deinit`; what it sets applies at the window's next commit.
final class Responder {
  /// Called with every event of the responder object, in the order received.
  var onMessage: (ResponderMessage) -> Void = { _ in }

  /// Keeps the manager and compositor for longer than the responder.
  private let globals: Globals
  private let responder: OpaquePointer
  private let listener: UnsafeMutablePointer<touchway_responder_v1_listener>

  /// Makes the responder of `surface`; `nil` when the compositor does not offer the
  /// protocol.
  ///
  /// - Parameter excludesSystemGestures: keep system gestures off the whole window, as a
  ///   drawing application does.
  init?(globals: Globals, surface: OpaquePointer, excludesSystemGestures: Bool) {
    guard let manager = globals.responderManager else { return nil }
    self.globals = globals
    responder = touchway_responder_manager_v1_get_responder(manager, surface)
    listener = .allocate(capacity: 1)
    listener.initialize(
      to: touchway_responder_v1_listener(
        released: { data, _, id in
          fromOpaque(data, as: Responder.self).onMessage(.released(id: id))
        },
        touch_taken: { data, _, gesture in
          fromOpaque(data, as: Responder.self).onMessage(
            .taken(gesture: ResponderMessage.gestureName(gesture)))
        }))
    touchway_responder_v1_add_listener(responder, listener, opaque(self))
    // The trails are drawn per point: the demo wants every finger, not just the first.
    touchway_responder_v1_set_multiple_touch(
      responder, TOUCHWAY_RESPONDER_V1_STATE_ENABLED.rawValue)
    if excludesSystemGestures { excludeSystemGestures() }
  }

  deinit {
    touchway_responder_v1_destroy(responder)
    listener.deallocate()
  }

  /// Gives a touch point back to the compositor; `released` follows unless the point
  /// ended first.
  func decline(serial: UInt32, id: Int32) {
    touchway_responder_v1_decline(responder, serial, id)
  }

  private func excludeSystemGestures() {
    let region = wl_compositor_create_region(globals.compositor)
    wl_region_add(region, 0, 0, Int32.max, Int32.max)
    touchway_responder_v1_set_gesture_exclusion(responder, region)
    wl_region_destroy(region)
  }
}
