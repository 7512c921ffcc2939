import CWaylandClient
import WaylandProtocols.Client
import WaylandProtocols.Interfaces

extension TestClient {
  nonisolated(unsafe) static let registryListener = listener(
    wl_registry_listener(
      global: { data, registry, name, interface, version in
        client(data).bind(
          registry, name: name, interface: String(cString: interface!), version: version)
      },
      global_remove: { _, _, _ in }))

  private func bind(_ registry: OpaquePointer?, name: UInt32, interface: String, version: UInt32) {
    func bind(_ wanted: UnsafePointer<wl_interface>, _ highest: UInt32) -> OpaquePointer? {
      OpaquePointer(wl_registry_bind(registry, name, wanted, min(version, highest)))
    }
    switch interface {
    case "wl_compositor": compositor = bind(touchway_wl_compositor_interface(), 4)
    case "wl_subcompositor": subcompositor = bind(touchway_wl_subcompositor_interface(), 1)
    case "wl_shm": shm = bind(touchway_wl_shm_interface(), 1)
    case "xdg_wm_base":
      wmBase = bind(touchway_xdg_wm_base_interface(), 3)
      xdg_wm_base_add_listener(wmBase, Self.wmBaseListener, opaque(self))
    case "wl_seat":
      seat = bind(touchway_wl_seat_interface(), 7)
      wl_seat_add_listener(seat, Self.seatListener, opaque(self))
    case "touchway_responder_manager_v1":
      responderManager = bind(touchway_touchway_responder_manager_v1_interface(), 1)
    case "zwp_text_input_manager_v1":
      textInputManagerV1 = bind(touchway_zwp_text_input_manager_v1_interface(), 1)
    case "zwp_text_input_manager_v2":
      textInputManagerV2 = bind(touchway_zwp_text_input_manager_v2_interface(), 1)
    default: break
    }
  }

  nonisolated(unsafe) static let syncListener = listener(
    wl_callback_listener(done: { data, callback, _ in
      client(data).syncDone = true
      wl_callback_destroy(callback)
    }))

  nonisolated(unsafe) static let wmBaseListener = listener(
    xdg_wm_base_listener(ping: { _, base, serial in xdg_wm_base_pong(base, serial) }))

  nonisolated(unsafe) static let seatListener = listener(
    wl_seat_listener(
      capabilities: { data, _, capabilities in client(data).seatChanged(capabilities) },
      name: { _, _, _ in }))

  private func seatChanged(_ capabilities: UInt32) {
    guard takesTouch, capabilities & WL_SEAT_CAPABILITY_TOUCH.rawValue != 0, touch == nil else {
      return
    }
    touch = wl_seat_get_touch(seat)
    wl_touch_add_listener(touch, Self.touchListener, opaque(self))
  }

  nonisolated(unsafe) static let touchListener = listener(
    wl_touch_listener(
      down: { data, _, serial, _, surface, id, x, y in
        let client = client(data)
        client.downSerials[id] = serial
        client.events.append("down \(client.name(of: surface)) \(id) \(point(x, y))")
      },
      up: { data, _, _, _, id in client(data).events.append("up \(id)") },
      motion: { data, _, _, id, x, y in client(data).events.append("motion \(id) \(point(x, y))") },
      frame: { data, _ in client(data).events.append("frame") },
      cancel: { data, _ in client(data).events.append("cancel") },
      shape: { _, _, _, _, _ in },
      orientation: { _, _, _, _ in }))

  nonisolated(unsafe) static let xdgSurfaceListener = listener(
    xdg_surface_listener(configure: { data, xdgSurface, serial in
      client(data).configureSerials[xdgSurface!] = serial
    }))

  nonisolated(unsafe) static let toplevelListener = listener(
    xdg_toplevel_listener(
      configure: { _, _, _, _, _ in },
      close: { data, _ in client(data).windowEvents.append("close") },
      configure_bounds: { _, _, _, _ in },
      wm_capabilities: { _, _, _ in }))

  nonisolated(unsafe) static let popupListener = listener(
    xdg_popup_listener(
      configure: { data, _, x, y, width, height in
        client(data).windowEvents.append("popup configure \(x),\(y) \(width)x\(height)")
      },
      popup_done: { data, _ in client(data).windowEvents.append("popup done") },
      repositioned: { data, _, token in client(data).windowEvents.append("repositioned \(token)") })
  )
}
