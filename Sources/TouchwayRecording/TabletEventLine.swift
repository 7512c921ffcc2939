/// The one-line form of a tablet tool event used by `touchway events` and by the
/// `*.libinput-events.txt` files of pen recordings: what `libinput debug-events` prints,
/// without its device column and with runs of blanks made one:
///
///     0.578996 TABLET_TOOL_TIP 301.19*/143.03* tilt: -64.00/-64.00 pressure: 0.16* down
///     0.387000 TABLET_TOOL_BUTTON 331 (BTN_STYLUS) pressed, seat count: 1
///
/// x and y are in millimetres; a `*` marks an axis that changed with the event.
public enum TabletEventLine {
  /// Formats an event; `decoder` is the one that produced it.
  public static func format(_ event: TabletToolEvent, decoder: TabletDecoder, origin: UInt64)
    -> String
  {
    format(event, millimetres: decoder.millimetres(of: event.axes), origin: origin)
  }

  /// Formats an event at a position in millimetres from the tablet's origin, as libinput
  /// gives it (`libinput_event_tablet_tool_get_x`, `_get_y`).
  public static func format(
    _ event: TabletToolEvent, millimetres: (x: Double, y: Double), origin: UInt64
  ) -> String {
    var line = TouchEventLine.format(
      name: name(event.kind), time: event.time, origin: origin, slots: nil, position: nil)
    switch event.kind {
    case .button(let code, let isPressed, let seatCount):
      let state = isPressed ? "pressed" : "released"
      line += " \(code) (\(buttonNames[code] ?? "???")) \(state), seat count: \(seatCount)"
    case .proximity(let isIn):
      line += " " + axes(event, millimetres: millimetres)
      let tool = event.tool
      line += " \(tool.kind.name) (\(hex(tool.serial)), id \(hex(tool.id))) "
      line += isIn ? "proximity-in " + capabilities(tool) : "proximity-out"
    case .tip(let isDown):
      line += " " + axes(event, millimetres: millimetres) + (isDown ? " down" : " up")
    case .axis:
      line += " " + axes(event, millimetres: millimetres)
    }
    return line
  }

  /// libinput's name for the event type.
  public static func name(_ kind: TabletToolEvent.Kind) -> String {
    switch kind {
    case .proximity: "TABLET_TOOL_PROXIMITY"
    case .tip: "TABLET_TOOL_TIP"
    case .axis: "TABLET_TOOL_AXIS"
    case .button: "TABLET_TOOL_BUTTON"
    }
  }

  /// `print_tablet_axes`.
  private static func axes(_ event: TabletToolEvent, millimetres position: (x: Double, y: Double))
    -> String
  {
    let axes = event.axes
    let tool = event.tool.axes
    func number(_ value: Double, _ axis: TabletAxisSet) -> String {
      TouchEventLine.twoDecimals(value) + (event.changed.contains(axis) ? "*" : "")
    }
    var text = number(position.x, .x) + "/" + number(position.y, .y)
    if tool.contains(.tiltX) {
      text += " tilt: " + number(axes.tiltX, .tiltX) + "/" + number(axes.tiltY, .tiltY)
    }
    if !tool.isDisjoint(with: [.distance, .pressure]) {
      text +=
        axes.distance != 0
        ? " distance: " + number(axes.distance, .distance)
        : " pressure: " + number(axes.pressure, .pressure)
    }
    if tool.contains(.rotation) { text += " rotation: " + number(axes.rotation, .rotation) }
    if tool.contains(.slider) { text += " slider: " + number(axes.slider, .slider) }
    if tool.contains(.wheel) {
      text += " wheel: " + number(axes.wheel, .wheel) + " (\(axes.wheelClicks))"
    }
    if tool.contains(.sizeMajor) {
      text += " size: " + number(0, .sizeMajor) + "/" + number(0, .sizeMinor)
    }
    return text
  }

  /// `axes:… btn:…` of a proximity in.
  private static func capabilities(_ tool: TabletTool) -> String {
    let axes: [(TabletAxisSet, String)] = [
      (.distance, "d"), (.pressure, "p"), (.tiltX, "t"), (.rotation, "r"), (.slider, "s"),
      (.wheel, "w"), (.sizeMajor, "S"),
    ]
    let buttons: [(UInt16, String)] = [
      (KeyCode.touch, "T"), (KeyCode.stylus, "S"), (KeyCode.stylus2, "S2"), (KeyCode.left, "L"),
      (KeyCode.middle, "M"), (KeyCode.right, "R"), (KeyCode.side, "Sd"), (KeyCode.extra, "Ex"),
      (KeyCode.button0, "0"),
    ]
    return "axes:" + axes.filter { tool.axes.contains($0.0) }.map(\.1).joined()
      + " btn:" + buttons.filter { tool.buttons.contains($0.0) }.map(\.1).joined()
  }

  /// `%#x`: 0 without a prefix.
  private static func hex(_ value: UInt32) -> String {
    value == 0 ? "0" : "0x" + String(value, radix: 16)
  }

  /// libevdev's names of the buttons a tablet tool reports.
  private static let buttonNames: [UInt16: String] = [
    KeyCode.left: "BTN_LEFT", KeyCode.right: "BTN_RIGHT", KeyCode.middle: "BTN_MIDDLE",
    KeyCode.side: "BTN_SIDE", KeyCode.extra: "BTN_EXTRA", KeyCode.forward: "BTN_FORWARD",
    KeyCode.back: "BTN_BACK", KeyCode.task: "BTN_TASK", KeyCode.stylus: "BTN_STYLUS",
    KeyCode.stylus2: "BTN_STYLUS2",
  ]
}
