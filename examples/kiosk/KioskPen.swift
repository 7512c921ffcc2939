import CWlroots
import Touchway

/// A pen read through wlroots' libinput back end (a `WLR_INPUT_DEVICE_TABLET_TOOL`), as
/// contacts for the seat: its tip on the glass a pencil touch with pressure and tilt, its
/// proximity a `PenProximity` over the output, its hover nothing. wlroots reports only the
/// axes that changed with an axis event, so the last value of each is kept.
struct KioskPen {
  private var location = (x: 0.0, y: 0.0)
  private var pressure = 0.0
  private var tilt = (x: 0.0, y: 0.0)
  private var isDown = false

  /// The pen's contact id, by its tool's kind (wlroots numbers them as libinput does).
  static func id(of tool: UnsafeMutablePointer<wlr_tablet_tool>) -> Int {
    TouchContact.penID(toolKind: Int(tool.pointee.type.rawValue))
  }

  /// Proximity: where the pen is, and the change for the frame.
  mutating func proximity(_ event: wlr_event_tablet_tool_proximity, screen: Rect) -> PenProximity {
    location = (event.x, event.y)
    let isIn = event.state == WLR_TABLET_TOOL_PROXIMITY_IN
    return PenProximity(pen: Self.id(of: event.tool), screen: isIn ? screen : nil)
  }

  /// The tip touched or lifted: a down or an up at the normalized position.
  mutating func tip(_ event: wlr_event_tablet_tool_tip) -> (
    TouchContact.Change, x: Double, y: Double, PenSample?
  ) {
    location = (event.x, event.y)
    isDown = event.state == WLR_TABLET_TOOL_TIP_DOWN
    return (isDown ? .down : .up, event.x, event.y, isDown ? sample(event.tool) : nil)
  }

  /// Axes changed: a motion while the tip is down, else nothing.
  mutating func axis(_ event: wlr_event_tablet_tool_axis) -> (x: Double, y: Double, PenSample)? {
    let axes = event.updated_axes
    func has(_ axis: wlr_tablet_tool_axes) -> Bool { axes & axis.rawValue != 0 }
    if has(WLR_TABLET_TOOL_AXIS_X) { location.x = event.x }
    if has(WLR_TABLET_TOOL_AXIS_Y) { location.y = event.y }
    if has(WLR_TABLET_TOOL_AXIS_PRESSURE) { pressure = event.pressure }
    if has(WLR_TABLET_TOOL_AXIS_TILT_X) { tilt.x = event.tilt_x }
    if has(WLR_TABLET_TOOL_AXIS_TILT_Y) { tilt.y = event.tilt_y }
    return isDown ? (location.x, location.y, sample(event.tool)) : nil
  }

  private func sample(_ tool: UnsafeMutablePointer<wlr_tablet_tool>) -> PenSample {
    PenSample(
      pressure: tool.pointee.pressure ? pressure : 1, tiltX: tool.pointee.tilt ? tilt.x : 0,
      tiltY: tool.pointee.tilt ? tilt.y : 0)
  }
}
