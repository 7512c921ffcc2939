internal import CWaylandServer
import Touchway

extension WaylandSeat {
  /// Moves the pointer to `location` (screen coordinates) and sends `enter`, `leave` or
  /// `motion` to the clients concerned, then `frame`.
  ///
  /// The pointer's focus is the surface view the application hit-tests at the location,
  /// as a new touch would be; a compositor view there takes the focus from every client.
  /// While a button is down the focus stays where the button went down (an implicit grab).
  ///
  /// - Parameters:
  ///   - location: where the pointer is now, in screen coordinates.
  ///   - time: when the motion happened, in seconds.
  public func movePointer(to location: Point, time: TimeInterval) {
    pointerLocation = location
    let target =
      pressedButtons.isEmpty
      ? application.hitTest(location, with: nil) as? SurfaceView : pointerFocus
    if target !== pointerFocus {
      setPointerFocus(target)
    } else if let focus = pointerFocus {
      let local = focus.convert(fromScreen: location)
      focus.client.pointerDevices.forEachResource {
        wl_pointer_send_motion(
          $0, milliseconds(time), wl_fixed_from_double(local.x), wl_fixed_from_double(local.y))
      }
    }
    sendPointerFrame()
  }

  /// Presses or releases a pointer button (a Linux `BTN_*` code) and tells the client
  /// under the pointer (`wl_pointer.button`), then `frame`.
  public func pointerButton(_ button: UInt32, isPressed: Bool, time: TimeInterval) {
    if isPressed {
      pressedButtons.append(button)
    } else {
      guard let index = pressedButtons.firstIndex(of: button) else { return }
      pressedButtons.remove(at: index)
    }
    guard let focus = pointerFocus else { return }
    let serial = display.nextSerial()
    let state = isPressed ? WL_POINTER_BUTTON_STATE_PRESSED : WL_POINTER_BUTTON_STATE_RELEASED
    focus.client.pointerDevices.forEachResource {
      wl_pointer_send_button($0, serial, milliseconds(time), button, state.rawValue)
    }
    sendPointerFrame()
    if pressedButtons.isEmpty { movePointer(to: pointerLocation, time: time) }
  }

  /// Moves the pointer focus: `leave` to the old surface's client, `enter` to the new one's.
  func setPointerFocus(_ view: SurfaceView?) {
    if let old = pointerFocus, let surface = old.surface?.resource {
      let serial = display.nextSerial()
      old.client.pointerDevices.forEachResource { wl_pointer_send_leave($0, serial, surface) }
      sendPointerFrame()
      if cursor?.surface.client === old.client { cursor = nil }
    }
    pointerFocus = view
    guard let view else { return }
    pointerEnterSerial = display.nextSerial()
    sendPointerEnter(to: view.client.pointerDevices)
  }

  /// A client made a `wl_pointer`: it enters at once if the client has the focus.
  func pointerAdded(_ device: SeatDevice) {
    guard pointerFocus?.client === device.client else { return }
    sendPointerEnter(to: [device])
  }

  /// `wl_pointer.set_cursor` from `client`; honoured only if it quotes the latest enter
  /// the client got while it has the focus.
  func setCursor(_ surface: SurfaceView?, hotspot: Point, serial: UInt32, client: WaylandClient) {
    guard pointerFocus?.client === client, serial == pointerEnterSerial else { return }
    cursor = surface.map { ($0, hotspot) }
  }

  private func sendPointerEnter(to devices: ContiguousArray<SeatDevice>) {
    guard let view = pointerFocus, let surface = view.surface?.resource else { return }
    let local = view.convert(fromScreen: pointerLocation)
    for device in devices {
      guard let resource = device.resource else { continue }
      wl_pointer_send_enter(
        resource, pointerEnterSerial, surface, wl_fixed_from_double(local.x),
        wl_fixed_from_double(local.y))
      if device.version >= 5 { wl_pointer_send_frame(resource) }
    }
  }

  private func sendPointerFrame() {
    guard let focus = pointerFocus else { return }
    focus.client.pointerDevices.forEachResource(sinceVersion: 5) { wl_pointer_send_frame($0) }
  }
}
