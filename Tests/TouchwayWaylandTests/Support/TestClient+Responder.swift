import CWaylandClient
import WaylandProtocols.Client

extension TestClient {
  /// Makes the `touchway_responder_v1` of `surface`; its events join ``events``:
  /// `released 0`, `taken back`.
  func makeResponder(for surface: OpaquePointer) -> OpaquePointer {
    let responder = touchway_responder_manager_v1_get_responder(responderManager, surface)!
    touchway_responder_v1_add_listener(responder, Self.responderListener, opaque(self))
    return responder
  }

  /// Declines touch point `id`, quoting the serial of its latest down.
  func decline(_ id: Int32, on responder: OpaquePointer) {
    touchway_responder_v1_decline(responder, downSerials[id] ?? 0, id)
  }

  /// Sets the gesture exclusion to one rectangle; not committed.
  func setGestureExclusion(
    of responder: OpaquePointer, x: Int32, y: Int32, width: Int32, height: Int32
  ) {
    let region = wl_compositor_create_region(compositor)
    wl_region_add(region, x, y, width, height)
    touchway_responder_v1_set_gesture_exclusion(responder, region)
    wl_region_destroy(region)
  }

  nonisolated(unsafe) static let responderListener = listener(
    touchway_responder_v1_listener(
      released: { data, _, id in client(data).events.append("released \(id)") },
      touch_taken: { data, _, gesture in
        let names = ["back", "home", "switcher", "other"]
        client(data).events.append("taken \(names[Int(gesture)])")
      }))
}

/// The protocol's `state` values.
let enabled = TOUCHWAY_RESPONDER_V1_STATE_ENABLED.rawValue
let disabled = TOUCHWAY_RESPONDER_V1_STATE_DISABLED.rawValue
