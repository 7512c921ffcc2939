/// A tool of a tablet (a pen, its eraser end, a puck) as libinput 1.22 describes it
/// (`struct libinput_tablet_tool`): its kind, serial and id, and the axes and buttons it
/// has, which libinput takes from libwacom's stylus database when it knows the tool.
public struct TabletTool: Hashable, Sendable {
  /// `enum libinput_tablet_tool_type`, with libinput's numbers.
  public enum Kind: Int, Hashable, Sendable, CaseIterable {
    case pen = 1
    case eraser, brush, pencil, airbrush, mouse, lens, totem

    /// The name `libinput debug-events` prints for it.
    public var name: String { "\(self)" }
  }

  /// The kind of tool.
  public var kind: Kind
  /// The serial number the tool reports (`MSC_SERIAL`); 0 when it reports none.
  public var serial: UInt32
  /// The tool id (`ABS_MISC`), libwacom's key for the stylus.
  public var id: UInt32
  /// The axes the tool has (`libinput_tablet_tool_has_*`).
  public var axes: TabletAxisSet
  /// The buttons the tool has, as `BTN_*` codes (`libinput_tablet_tool_has_button`).
  public var buttons: Set<UInt16>
  /// The pressure at or below which the tip is up, in device units.
  var lowerPressureThreshold: Int32 = 0
  /// The pressure at or above which the tip is down.
  var upperPressureThreshold: Int32 = 1
  /// The pressure the tool reports at rest, once detected (`pressure.offset`).
  var pressureOffset: Int32?

  /// Creates a tool description.
  public init(kind: Kind, serial: UInt32, id: UInt32, axes: TabletAxisSet, buttons: Set<UInt16>) {
    self.kind = kind
    self.serial = serial
    self.id = id
    self.axes = axes
    self.buttons = buttons
  }
}

/// A set of tablet axes (`enum libinput_tablet_tool_axis`).
public struct TabletAxisSet: OptionSet, Hashable, Sendable {
  public let rawValue: UInt16
  public init(rawValue: UInt16) { self.rawValue = rawValue }

  public static let x = TabletAxisSet(rawValue: 1 << 0)
  public static let y = TabletAxisSet(rawValue: 1 << 1)
  public static let distance = TabletAxisSet(rawValue: 1 << 2)
  public static let pressure = TabletAxisSet(rawValue: 1 << 3)
  public static let tiltX = TabletAxisSet(rawValue: 1 << 4)
  public static let tiltY = TabletAxisSet(rawValue: 1 << 5)
  public static let rotation = TabletAxisSet(rawValue: 1 << 6)
  public static let slider = TabletAxisSet(rawValue: 1 << 7)
  public static let wheel = TabletAxisSet(rawValue: 1 << 8)
  public static let sizeMajor = TabletAxisSet(rawValue: 1 << 9)
  public static let sizeMinor = TabletAxisSet(rawValue: 1 << 10)

  /// Both tilt axes.
  public static let tilt: TabletAxisSet = [.tiltX, .tiltY]
}

/// The axis values of a tablet event (`struct tablet_axes`), normalized as libinput
/// normalizes them.
public struct TabletAxes: Hashable, Sendable {
  /// The position in device units after calibration (libinput's internal point; the
  /// public API hands it out in millimetres or scaled onto an output).
  public var x: Int32 = 0
  /// The vertical counterpart of ``x``.
  public var y: Int32 = 0
  /// The tip's pressure, 0 to 1.
  public var pressure: Double = 0
  /// The distance from the surface, 0 to 1; 0 when in contact.
  public var distance: Double = 0
  /// The tilt towards positive x, in degrees from the perpendicular.
  public var tiltX: Double = 0
  /// The tilt towards positive y, in degrees.
  public var tiltY: Double = 0
  /// The rotation about the tool's axis, in degrees clockwise.
  public var rotation: Double = 0
  /// The airbrush's finger wheel, -1 to 1.
  public var slider: Double = 0
  /// The wheel's movement, in degrees.
  public var wheel: Double = 0
  /// The wheel's movement, in clicks.
  public var wheelClicks: Int32 = 0

  /// Axes at rest.
  public init() {}
}
