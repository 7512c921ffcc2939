/// One device of a recording: its evdev description, udev properties and quirks, as
/// `libinput record` wrote them before the device's events.
public struct RecordedDevice: Sendable {
  /// The recording's path, as given to the reader.
  public var path: String
  /// The device's position in the recording's `devices` list, from 0.
  public var index: Int
  /// The line of the file where the device's entry starts.
  public var line: Int
  /// The device node it was recorded from, such as `/dev/input/event5`.
  public var node: String
  /// The kernel's name for the device.
  public var name: String
  /// The bus, vendor, product and version.
  public var id: InputID
  /// The event types and codes the device announces.
  public var codes: EventCodes
  /// The ranges of the absolute axes, by `ABS_*` code.
  public var absoluteAxes: [UInt16: AbsoluteAxisInfo]
  /// The `INPUT_PROP_*` properties, such as 1 (`INPUT_PROP_DIRECT`).
  public var properties: [Int]
  /// The udev properties, such as `ID_INPUT_TOUCHSCREEN` → `1` or
  /// `LIBINPUT_CALIBRATION_MATRIX` → `1 0 0 0 1 0`.
  public var udevProperties: [String: String]
  /// The libinput quirks that applied on the recording machine, as `Name=value` lines.
  public var quirks: [String]

  /// Creates a device description.
  public init(
    path: String = "", index: Int = 0, line: Int = 0, node: String = "", name: String, id: InputID,
    codes: EventCodes, absoluteAxes: [UInt16: AbsoluteAxisInfo], properties: [Int] = [],
    udevProperties: [String: String] = [:], quirks: [String] = []
  ) {
    self.path = path
    self.index = index
    self.line = line
    self.node = node
    self.name = name
    self.id = id
    self.codes = codes
    self.absoluteAxes = absoluteAxes
    self.properties = properties
    self.udevProperties = udevProperties
    self.quirks = quirks
  }
}
