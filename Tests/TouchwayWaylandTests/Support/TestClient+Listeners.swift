import CWaylandClient
import Glibc
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
    case "wl_compositor": compositor = bind(touchway_wl_compositor_interface(), 5)
    case "wl_subcompositor": subcompositor = bind(touchway_wl_subcompositor_interface(), 1)
    case "wl_shm": shm = bind(touchway_wl_shm_interface(), 1)
    case "wl_output":
      _ = bind(touchway_wl_output_interface(), 4)
      outputCount += 1
    case "xdg_wm_base":
      wmBase = bind(touchway_xdg_wm_base_interface(), 5)
      xdg_wm_base_add_listener(wmBase, Self.wmBaseListener, opaque(self))
    case "wl_seat":
      seat = bind(touchway_wl_seat_interface(), 8)
      wl_seat_add_listener(seat, Self.seatListener, opaque(self))
    case "touchway_responder_manager_v1":
      responderManager = bind(touchway_touchway_responder_manager_v1_interface(), 1)
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
      capabilities: { data, seat, capabilities in client(data).seatChanged(capabilities) },
      name: { _, _, _ in }))

  private func seatChanged(_ capabilities: UInt32) {
    seatCapabilities = capabilities
    if devices.contains(.touch), capabilities & 4 != 0, touch == nil {
      touch = wl_seat_get_touch(seat)
      wl_touch_add_listener(touch, Self.touchListener, opaque(self))
    }
    if devices.contains(.pointer), capabilities & 1 != 0, pointer == nil {
      pointer = wl_seat_get_pointer(seat)
      wl_pointer_add_listener(pointer, Self.pointerListener, opaque(self))
    }
    if devices.contains(.keyboard), capabilities & 2 != 0, keyboard == nil {
      keyboard = wl_seat_get_keyboard(seat)
      wl_keyboard_add_listener(keyboard, Self.keyboardListener, opaque(self))
    }
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

  nonisolated(unsafe) static let pointerListener = listener(
    wl_pointer_listener(
      enter: { data, _, serial, surface, x, y in
        let client = client(data)
        client.lastPointerEnterSerial = serial
        client.events.append("pointer enter \(client.name(of: surface)) \(point(x, y))")
      },
      leave: { data, _, _, surface in
        let client = client(data)
        client.events.append("pointer leave \(client.name(of: surface))")
      },
      motion: { data, _, _, x, y in client(data).events.append("pointer motion \(point(x, y))") },
      button: { data, _, _, _, button, state in
        client(data).events.append("pointer button \(button) \(state)")
      },
      axis: { _, _, _, _, _ in },
      frame: { _, _ in },
      axis_source: { _, _, _ in },
      axis_stop: { _, _, _, _ in },
      axis_discrete: { _, _, _, _ in },
      axis_value120: { _, _, _, _ in }))

  nonisolated(unsafe) static let keyboardListener = listener(
    wl_keyboard_listener(
      keymap: { data, _, format, fd, size in
        let client = client(data)
        client.events.append("keymap \(format) \(size)")
        client.keymap = ReceivedKeymap(fileDescriptor: fd, size: Int(size))
      },
      enter: { data, _, serial, surface, keys in
        let client = client(data)
        client.keyboardEnterSerial = serial
        client.events.append(
          "keyboard enter \(client.name(of: surface)) \(keys!.pointee.size / 4) keys")
      },
      leave: { data, _, _, surface in
        let client = client(data)
        client.events.append("keyboard leave \(client.name(of: surface))")
      },
      key: { data, _, serial, time, key, state in
        let client = client(data)
        client.keys.append((serial, time))
        client.events.append("key \(key) \(state)")
      },
      modifiers: { data, _, _, depressed, _, locked, _ in
        client(data).events.append("modifiers \(depressed) \(locked)")
      },
      repeat_info: { data, _, rate, delay in client(data).events.append("repeat \(rate) \(delay)") }
    ))

  nonisolated(unsafe) static let xdgSurfaceListener = listener(
    xdg_surface_listener(configure: { data, xdgSurface, serial in
      client(data).configureSerials[xdgSurface!] = serial
    }))

  nonisolated(unsafe) static let toplevelListener = listener(
    xdg_toplevel_listener(
      configure: { data, _, width, height, states in
        client(data).windowEvents.append(
          "configure \(width)x\(height) states \(states!.pointee.size / 4)")
      },
      close: { data, _ in client(data).windowEvents.append("close") },
      configure_bounds: { data, _, width, height in
        client(data).windowEvents.append("bounds \(width)x\(height)")
      },
      wm_capabilities: { data, _, capabilities in
        client(data).windowEvents.append("capabilities \(capabilities!.pointee.size / 4)")
      }))

  nonisolated(unsafe) static let popupListener = listener(
    xdg_popup_listener(
      configure: { data, _, x, y, width, height in
        client(data).windowEvents.append("popup configure \(x),\(y) \(width)x\(height)")
      },
      popup_done: { data, _ in client(data).windowEvents.append("popup done") },
      repositioned: { data, _, token in client(data).windowEvents.append("repositioned \(token)") })
  )

  nonisolated(unsafe) static let surfaceListener = listener(
    wl_surface_listener(
      enter: { data, surface, _ in
        let client = client(data)
        client.windowEvents.append("enter \(client.name(of: surface))")
      },
      leave: { data, surface, _ in
        let client = client(data)
        client.windowEvents.append("leave \(client.name(of: surface))")
      }))
}
