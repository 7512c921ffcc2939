internal import CLibinput
import Touchway

extension LiveInput {
  /// Turns a pen's libinput events into frames for the seat, as recordings replay them
  /// (`PenFrameReader`): the tip on the glass is a contact with a `PenSample`, proximity
  /// rides on the frame as a `PenProximity` over the device's output, a hovering pen's
  /// motion makes no frame. The events of one evdev frame make one frame.
  func handleTabletTool(_ event: OpaquePointer?, type: libinput_event_type, device: InputDevice) {
    guard let event, let tool = libinput_event_tablet_tool_get_tool(event) else { return }
    let microseconds = libinput_event_tablet_tool_get_time_usec(event)
    if penFrameTime != microseconds { deliverPenFrame() }
    penFrameTime = microseconds
    penFrame.time = Self.seconds(microseconds)
    let id = TouchContact.penID(toolKind: Int(libinput_tablet_tool_get_type(tool).rawValue))
    let output = device.output ?? .unitSquare
    switch type {
    case LIBINPUT_EVENT_TABLET_TOOL_PROXIMITY:
      let isIn =
        libinput_event_tablet_tool_get_proximity_state(event)
        == LIBINPUT_TABLET_TOOL_PROXIMITY_STATE_IN
      penFrame.penProximity.append(PenProximity(pen: id, screen: isIn ? output.frame : nil))
    case LIBINPUT_EVENT_TABLET_TOOL_TIP:
      let isDown =
        libinput_event_tablet_tool_get_tip_state(event) == LIBINPUT_TABLET_TOOL_TIP_DOWN
      penFrame.append(
        TouchContact(
          id: id, change: isDown ? .down : .up, location: location(event, output),
          pen: isDown ? sample(event, tool, output) : nil))
    default:
      guard libinput_event_tablet_tool_get_tip_state(event) == LIBINPUT_TABLET_TOOL_TIP_DOWN
      else { return }
      penFrame.append(
        TouchContact(
          id: id, change: .motion, location: location(event, output),
          pen: sample(event, tool, output)))
    }
  }

  /// Delivers the pen's frame gathered so far, if it changed something.
  func deliverPenFrame() {
    defer {
      penFrame.removeAll()
      penFrameTime = nil
    }
    guard !penFrame.contacts.isEmpty || !penFrame.penProximity.isEmpty else { return }
    let frame = penFrame
    delegate?.liveInput(self, didReceive: frame)
  }

  private func location(_ event: OpaquePointer, _ output: OutputGeometry) -> Point {
    output.screenPoint(
      panelX: libinput_event_tablet_tool_get_x_transformed(event, output.pixelWidth),
      panelY: libinput_event_tablet_tool_get_y_transformed(event, output.pixelHeight))
  }

  /// Pressure and tilt as libinput reports them, the azimuth turned with the output.
  private func sample(_ event: OpaquePointer, _ tool: OpaquePointer, _ output: OutputGeometry)
    -> PenSample
  {
    let hasTilt = libinput_tablet_tool_has_tilt(tool) != 0
    return PenSample(
      pressure: libinput_tablet_tool_has_pressure(tool) != 0
        ? libinput_event_tablet_tool_get_pressure(event) : 1,
      tiltX: hasTilt ? libinput_event_tablet_tool_get_tilt_x(event) : 0,
      tiltY: hasTilt ? libinput_event_tablet_tool_get_tilt_y(event) : 0
    ).turned(by: output.transform)
  }
}
