internal import CLibinput
import Touchway
import TouchwayRecording

extension LiveInput {
  /// Turns a pen's libinput events into frames for the seat, as recordings replay them
  /// (`PenFrameReader`): the tip on the glass is a contact with a `PenSample`, proximity
  /// rides on the frame as a `PenProximity` over the device's output, a hovering pen's
  /// motion makes no frame. The events of one evdev frame make one frame. Each event goes
  /// to the delegate first, as libinput reported it; a button changes no frame.
  func handleTabletTool(_ event: OpaquePointer?, type: libinput_event_type, device: InputDevice) {
    guard let event, let tool = libinput_event_tablet_tool_get_tool(event) else { return }
    if let delegate, let reported = Self.toolEvent(event, tool, type: type) {
      delegate.liveInput(
        self, didRead: reported,
        millimetres: (
          libinput_event_tablet_tool_get_x(event), libinput_event_tablet_tool_get_y(event)
        ))
    }
    if type == LIBINPUT_EVENT_TABLET_TOOL_BUTTON { return }
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

  /// The event as ``TabletToolEvent`` says it; `nil` for a tool libinput 1.22 does not
  /// name.
  private static func toolEvent(
    _ event: OpaquePointer, _ tool: OpaquePointer, type: libinput_event_type
  )
    -> TabletToolEvent?
  {
    guard let kind = TabletTool.Kind(rawValue: Int(libinput_tablet_tool_get_type(tool).rawValue))
    else { return nil }
    let description = TabletTool(
      kind: kind, serial: UInt32(truncatingIfNeeded: libinput_tablet_tool_get_serial(tool)),
      id: UInt32(truncatingIfNeeded: libinput_tablet_tool_get_tool_id(tool)),
      axes: toolAxes(tool),
      // Every BTN_* code of the mouse, joystick and digitizer ranges.
      buttons: Set(
        (0x110...0x14f).filter { libinput_tablet_tool_has_button(tool, $0) != 0 }.map {
          UInt16($0)
        }))
    var axes = TabletAxes()
    axes.pressure = libinput_event_tablet_tool_get_pressure(event)
    axes.distance = libinput_event_tablet_tool_get_distance(event)
    axes.tiltX = libinput_event_tablet_tool_get_tilt_x(event)
    axes.tiltY = libinput_event_tablet_tool_get_tilt_y(event)
    axes.rotation = libinput_event_tablet_tool_get_rotation(event)
    axes.slider = libinput_event_tablet_tool_get_slider_position(event)
    axes.wheel = libinput_event_tablet_tool_get_wheel_delta(event)
    axes.wheelClicks = libinput_event_tablet_tool_get_wheel_delta_discrete(event)
    let changes: [(TabletAxisSet, (OpaquePointer) -> Int32)] = [
      (.x, libinput_event_tablet_tool_x_has_changed),
      (.y, libinput_event_tablet_tool_y_has_changed),
      (.pressure, libinput_event_tablet_tool_pressure_has_changed),
      (.distance, libinput_event_tablet_tool_distance_has_changed),
      (.tiltX, libinput_event_tablet_tool_tilt_x_has_changed),
      (.tiltY, libinput_event_tablet_tool_tilt_y_has_changed),
      (.rotation, libinput_event_tablet_tool_rotation_has_changed),
      (.slider, libinput_event_tablet_tool_slider_has_changed),
      (.wheel, libinput_event_tablet_tool_wheel_has_changed),
      (.sizeMajor, libinput_event_tablet_tool_size_major_has_changed),
      (.sizeMinor, libinput_event_tablet_tool_size_minor_has_changed),
    ]
    var changed: TabletAxisSet = []
    for (axis, hasChanged) in changes where hasChanged(event) != 0 { changed.insert(axis) }
    let eventKind: TabletToolEvent.Kind
    switch type {
    case LIBINPUT_EVENT_TABLET_TOOL_PROXIMITY:
      eventKind = .proximity(
        isIn: libinput_event_tablet_tool_get_proximity_state(event)
          == LIBINPUT_TABLET_TOOL_PROXIMITY_STATE_IN)
    case LIBINPUT_EVENT_TABLET_TOOL_TIP:
      eventKind = .tip(
        isDown: libinput_event_tablet_tool_get_tip_state(event) == LIBINPUT_TABLET_TOOL_TIP_DOWN)
    case LIBINPUT_EVENT_TABLET_TOOL_BUTTON:
      eventKind = .button(
        code: UInt16(truncatingIfNeeded: libinput_event_tablet_tool_get_button(event)),
        isPressed: libinput_event_tablet_tool_get_button_state(event)
          == LIBINPUT_BUTTON_STATE_PRESSED,
        seatCount: libinput_event_tablet_tool_get_seat_button_count(event))
    default:
      eventKind = .axis
    }
    return TabletToolEvent(
      kind: eventKind, time: libinput_event_tablet_tool_get_time_usec(event), tool: description,
      axes: axes, changed: changed,
      isTipDown: libinput_event_tablet_tool_get_tip_state(event) == LIBINPUT_TABLET_TOOL_TIP_DOWN)
  }

  /// The axes a tool has (`libinput_tablet_tool_has_*`).
  private static func toolAxes(_ tool: OpaquePointer) -> TabletAxisSet {
    let capabilities: [(TabletAxisSet, (OpaquePointer) -> Int32)] = [
      (.distance, libinput_tablet_tool_has_distance),
      (.pressure, libinput_tablet_tool_has_pressure), (.tilt, libinput_tablet_tool_has_tilt),
      (.rotation, libinput_tablet_tool_has_rotation),
      (.slider, libinput_tablet_tool_has_slider), (.wheel, libinput_tablet_tool_has_wheel),
      ([.sizeMajor, .sizeMinor], libinput_tablet_tool_has_size),
    ]
    var axes: TabletAxisSet = [.x, .y]
    for (axis, has) in capabilities where has(tool) != 0 { axes.formUnion(axis) }
    return axes
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
