/// A tablet tool event as libinput 1.22 reports it (`struct libinput_event_tablet_tool`).
public struct TabletToolEvent: Hashable, Sendable {
  /// The libinput event type and its state.
  public enum Kind: Hashable, Sendable {
    /// `LIBINPUT_EVENT_TABLET_TOOL_PROXIMITY`: the tool came near the surface (`true`) or left.
    case proximity(isIn: Bool)
    /// `LIBINPUT_EVENT_TABLET_TOOL_TIP`: the tip touched (`true`) or lifted.
    case tip(isDown: Bool)
    /// `LIBINPUT_EVENT_TABLET_TOOL_AXIS`: an axis changed.
    case axis
    /// `LIBINPUT_EVENT_TABLET_TOOL_BUTTON`: a button of the tool, with the number of
    /// devices of the seat that hold it down now.
    case button(code: UInt16, isPressed: Bool, seatCount: UInt32)
  }

  /// The event type.
  public var kind: Kind
  /// The time of the evdev `SYN_REPORT` behind the event, in microseconds.
  public var time: UInt64
  /// The tool.
  public var tool: TabletTool
  /// The axes, smoothed as libinput smooths them.
  public var axes: TabletAxes
  /// The axes that changed with this event (`libinput_event_tablet_tool_*_has_changed`).
  public var changed: TabletAxisSet
  /// Whether the tip is down after the event.
  public var isTipDown: Bool

  /// Creates an event.
  public init(
    kind: Kind, time: UInt64, tool: TabletTool, axes: TabletAxes, changed: TabletAxisSet,
    isTipDown: Bool
  ) {
    self.kind = kind
    self.time = time
    self.tool = tool
    self.axes = axes
    self.changed = changed
    self.isTipDown = isTipDown
  }
}
