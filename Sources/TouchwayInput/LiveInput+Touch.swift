internal import CLibinput
import Touchway

extension LiveInput {
  /// Adds a touch event to the frame being gathered, or delivers the frame.
  func handleTouch(_ event: OpaquePointer?, type: libinput_event_type, device: InputDevice) {
    guard let event else { return }
    let microseconds = libinput_event_touch_get_time_usec(event)
    guard type != LIBINPUT_EVENT_TOUCH_FRAME else {
      report(.frame, microseconds, slot: 0, seatSlot: 0, location: nil, device: device)
      return deliverTouchFrame(at: Self.seconds(microseconds))
    }
    let slot = libinput_event_touch_get_slot(event)
    let seatSlot = libinput_event_touch_get_seat_slot(event)
    let (kind, change): (DeviceTouchEvent.Kind, TouchContact.Change) =
      switch type {
      case LIBINPUT_EVENT_TOUCH_DOWN: (.down, .down)
      case LIBINPUT_EVENT_TOUCH_MOTION: (.motion, .motion)
      case LIBINPUT_EVENT_TOUCH_UP: (.up, .up)
      default: (.cancel, .cancel)
      }
    let location = change == .down || change == .motion ? touchLocation(event, device) : nil
    report(kind, microseconds, slot: slot, seatSlot: seatSlot, location: location, device: device)
    touches.append(
      TouchContact(id: Int(seatSlot), change: change, location: location),
      from: ObjectIdentifier(device))
  }

  private func report(
    _ kind: DeviceTouchEvent.Kind, _ microseconds: UInt64, slot: Int32, seatSlot: Int32,
    location: Point?, device: InputDevice
  ) {
    delegate?.liveInput(
      self,
      didRead: DeviceTouchEvent(
        kind: kind, microseconds: microseconds, slot: slot, seatSlot: seatSlot,
        location: location, device: device))
  }

  /// libinput scales the position onto the panel of the device's output, in pixels; the
  /// output places that on the screen.
  private func touchLocation(_ event: OpaquePointer, _ device: InputDevice) -> Point {
    let output = device.output ?? .unitSquare
    return output.screenPoint(
      panelX: libinput_event_touch_get_x_transformed(event, output.pixelWidth),
      panelY: libinput_event_touch_get_y_transformed(event, output.pixelHeight))
  }
}
