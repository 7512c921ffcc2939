internal import CLibinput
import Touchway

extension LiveInput {
  /// Moves the pointer or reads its button or scroll, and hands the change to the
  /// delegate.
  func handlePointer(_ event: OpaquePointer?, type: libinput_event_type, device: InputDevice) {
    guard let event else { return }
    let change: PointerEvent.Change
    switch type {
    case LIBINPUT_EVENT_POINTER_MOTION:
      let (dx, dy) = (libinput_event_pointer_get_dx(event), libinput_event_pointer_get_dy(event))
      pointer.move(dx: dx, dy: dy, within: outputs)
      change = .motion(
        dx: dx, dy: dy, unacceleratedDX: libinput_event_pointer_get_dx_unaccelerated(event),
        unacceleratedDY: libinput_event_pointer_get_dy_unaccelerated(event))
    case LIBINPUT_EVENT_POINTER_MOTION_ABSOLUTE:
      pointer.jump(to: absoluteLocation(event, device), within: outputs)
      change = .absoluteMotion
    case LIBINPUT_EVENT_POINTER_BUTTON:
      change = .button(
        code: libinput_event_pointer_get_button(event),
        isPressed: libinput_event_pointer_get_button_state(event)
          == LIBINPUT_BUTTON_STATE_PRESSED)
    case LIBINPUT_EVENT_POINTER_SCROLL_WHEEL: change = .scroll(scroll(event, .wheel))
    case LIBINPUT_EVENT_POINTER_SCROLL_FINGER: change = .scroll(scroll(event, .finger))
    default: change = .scroll(scroll(event, .continuous))
    }
    delegate?.liveInput(
      self,
      didReceive: PointerEvent(
        time: Self.seconds(libinput_event_pointer_get_time_usec(event)),
        location: pointer.location, change: change))
  }

  /// An absolute pointer's position, mapped as a touch is.
  private func absoluteLocation(_ event: OpaquePointer, _ device: InputDevice) -> Point {
    let output = device.output ?? .unitSquare
    return output.screenPoint(
      panelX: libinput_event_pointer_get_absolute_x_transformed(event, output.pixelWidth),
      panelY: libinput_event_pointer_get_absolute_y_transformed(event, output.pixelHeight))
  }

  private func scroll(_ event: OpaquePointer, _ source: PointerScroll.Source) -> PointerScroll {
    func value(_ axis: libinput_pointer_axis) -> Double? {
      libinput_event_pointer_has_axis(event, axis) != 0
        ? libinput_event_pointer_get_scroll_value(event, axis) : nil
    }
    func clicks(_ axis: libinput_pointer_axis) -> Double {
      source == .wheel && libinput_event_pointer_has_axis(event, axis) != 0
        ? libinput_event_pointer_get_scroll_value_v120(event, axis) : 0
    }
    let (vertical, horizontal) = (
      LIBINPUT_POINTER_AXIS_SCROLL_VERTICAL, LIBINPUT_POINTER_AXIS_SCROLL_HORIZONTAL
    )
    return PointerScroll(
      source: source, vertical: value(vertical), horizontal: value(horizontal),
      verticalV120: clicks(vertical), horizontalV120: clicks(horizontal))
  }
}
