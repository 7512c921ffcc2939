internal import CWaylandServer
import Touchway

/// A client's `wl_touch`, `wl_pointer` or `wl_keyboard`: where the seat sends that kind of
/// input for the client.
final class SeatDevice: ResourceObject {
  enum Kind: CustomStringConvertible {
    case pointer, keyboard, touch

    var capability: SeatCapabilities {
      switch self {
      case .pointer: .pointer
      case .keyboard: .keyboard
      case .touch: .touch
      }
    }

    var interface: UnsafePointer<wl_interface> {
      switch self {
      case .pointer: touchway_wl_pointer_interface()
      case .keyboard: touchway_wl_keyboard_interface()
      case .touch: touchway_wl_touch_interface()
      }
    }

    var description: String {
      switch self {
      case .pointer: "pointer"
      case .keyboard: "keyboard"
      case .touch: "touchscreen"
      }
    }
  }

  let seat: WaylandSeat
  let kind: Kind

  init(resource: OpaquePointer, client: WaylandClient, seat: WaylandSeat, kind: Kind) {
    self.seat = seat
    self.kind = kind
    let requests =
      switch kind {
      case .pointer: Self.pointerRequests
      case .keyboard: Self.keyboardRequests
      case .touch: Self.touchRequests
      }
    super.init(resource: resource, client: client, implementation: requests)
    switch kind {
    case .pointer:
      client.pointerDevices.append(self)
      seat.pointerAdded(self)
    case .keyboard:
      client.keyboardDevices.append(self)
      seat.keyboardAdded(self)
    case .touch:
      client.touchDevices.append(self)
    }
  }

  override func resourceDestroyed() {
    client.pointerDevices.removeAll { $0 === self }
    client.keyboardDevices.removeAll { $0 === self }
    client.touchDevices.removeAll { $0 === self }
    seat.keyboards.removeAll { $0 === self }
    super.resourceDestroyed()
  }

  /// `wl_pointer.set_cursor`: gives the surface the cursor role.
  private func setCursor(serial: UInt32, surface surfaceResource: OpaquePointer?, hotspot: Point) {
    guard let surfaceResource else {
      seat.setCursor(nil, hotspot: hotspot, serial: serial, client: client)
      return
    }
    let surface = Surface.from(surfaceResource)
    guard surface.assignRole(.cursor, errorOn: self, code: WL_POINTER_ERROR_ROLE.rawValue) else {
      return
    }
    seat.setCursor(surface.view, hotspot: hotspot, serial: serial, client: client)
  }

  nonisolated(unsafe) private static let pointerRequests = implementation(
    wl_pointer_interface(
      set_cursor: { _, resource, serial, surface, x, y in
        from(resource).setCursor(
          serial: serial, surface: surface, hotspot: Point(x: Double(x), y: Double(y)))
      },
      release: destroyRequest))
  nonisolated(unsafe) private static let keyboardRequests = implementation(
    wl_keyboard_interface(release: destroyRequest))
  nonisolated(unsafe) private static let touchRequests = implementation(
    wl_touch_interface(release: destroyRequest))
}

extension ContiguousArray<SeatDevice> {
  /// Calls `body` with the resource of each device that still has one and whose client
  /// uses at least `version`.
  func forEachResource(sinceVersion version: UInt32 = 1, _ body: (OpaquePointer) -> Void) {
    for device in self where device.version >= version {
      if let resource = device.resource { body(resource) }
    }
  }
}
