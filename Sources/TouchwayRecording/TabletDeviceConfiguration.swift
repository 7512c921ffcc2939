import Touchway

/// How libinput 1.22 sets up a recorded device as a tablet (`evdev_configure_device`,
/// `tablet_init`): whether it is one at all, and if so the codes libevdev lets through,
/// the axes the tablet has, calibration, smoothing and the quirks that apply.
struct TabletDeviceConfiguration {
  /// The codes libevdev lets through once libinput has adjusted them.
  let codes: EventCodes
  let axes: [UInt16: AbsoluteAxisInfo]
  /// The axes of the tablet (`axis_caps`).
  let axisCapabilities: TabletAxisSet
  let xAxis: AbsoluteAxisInfo
  let yAxis: AbsoluteAxisInfo
  let calibration: DeviceCalibration?
  /// How many samples position and tilt are averaged over: 4, or 1 on AES tablets.
  let historySize: Int
  /// `AttrPressureRange`, the quirk that replaces the tip's thresholds.
  let pressureRange: (lower: Int32, upper: Int32)?
  /// The distance beyond which a mouse or lens is out of range (0: not applied).
  let cursorProximityThreshold: Int32
  /// Whether the tablet never sent `BTN_TOOL_PEN`, so a pen is assumed.
  let lacksPenKey: Bool

  /// Configures the device, or explains why libinput would not make it a tablet.
  init(device: RecordedDevice) throws(RecordingError) {
    func refuse(_ reason: String) -> RecordingError {
      RecordingError(
        .noTouchDevice, path: device.path, line: device.line,
        "device \(device.index + 1) (\(FileDiagnostic.excerpt(device.name))) is not a tablet libinput would use: \(reason)"
      )
    }
    let udev = device.udevProperties
    guard udev["ID_INPUT"] == "1", udev["ID_INPUT_TABLET"] == "1" else {
      throw refuse("udev properties ID_INPUT and ID_INPUT_TABLET are not 1")
    }
    for other in ["LIBINPUT_IGNORE_DEVICE", "ID_INPUT_TABLET_PAD"] where udev[other] == "1" {
      throw refuse("udev tags it \(other)")
    }
    var codes = device.codes
    let abs = EventType.absolute
    if let code = codes.codes(ofType: abs).first(where: { device.absoluteAxes[$0] == nil }) {
      throw refuse("axis \(code) has no range")
    }
    // tablet_reject_device: a position, a pen or a stylus button, and a size.
    guard let x = device.absoluteAxes[AxisCode.x], let y = device.absoluteAxes[AxisCode.y],
      codes.contains(type: abs, code: AxisCode.x), codes.contains(type: abs, code: AxisCode.y)
    else { throw refuse("it has no ABS_X/ABS_Y axes") }
    let key = EventType.key
    guard
      codes.contains(type: key, code: KeyCode.toolPen)
        || codes.contains(type: key, code: KeyCode.stylus)
    else { throw refuse("it has neither BTN_TOOL_PEN nor BTN_STYLUS") }
    guard x.resolution > 0, y.resolution > 0, x.maximum > x.minimum, y.maximum > y.minimum else {
      throw refuse("its ABS_X/ABS_Y axes have no resolution")
    }
    lacksPenKey = !codes.contains(type: key, code: KeyCode.toolPen)
    codes.insert(type: key, code: KeyCode.toolPen)
    // libinput turns the mouse and lens tools of other makers off.
    if device.id.vendor != 0x056a {
      codes.remove(type: key, code: KeyCode.toolMouse)
      codes.remove(type: key, code: KeyCode.toolLens)
    }
    self.codes = codes
    axes = device.absoluteAxes
    (xAxis, yAxis) = (x, y)
    axisCapabilities = Self.axisCapabilities(codes)
    calibration =
      device.properties.contains(InputProperty.direct)
      ? DeviceCalibration(
        udev["LIBINPUT_CALIBRATION_MATRIX"].flatMap { CalibrationMatrix(udevProperty: $0) },
        x: x, y: y) : nil
    let smoothing = Self.quirk("AttrTabletSmoothing", in: device.quirks).map { $0 == "1" }
    historySize =
      smoothing ?? !StylusDatabase.isAES(vendor: device.id.vendor, product: device.id.product)
      ? 4 : 1
    pressureRange = Self.quirk("AttrPressureRange", in: device.quirks).flatMap(Self.range)
    let hasCursor =
      codes.contains(type: key, code: KeyCode.toolMouse)
      || codes.contains(type: key, code: KeyCode.toolLens)
    cursorProximityThreshold = hasCursor ? 42 : 0
  }

  /// `tablet_device_has_axis` for every axis.
  private static func axisCapabilities(_ codes: EventCodes) -> TabletAxisSet {
    func has(_ code: UInt16) -> Bool { codes.contains(type: EventType.absolute, code: code) }
    var axes: TabletAxisSet = []
    let pairs: [(TabletAxisSet, UInt16)] = [
      (.x, AxisCode.x), (.y, AxisCode.y), (.distance, AxisCode.distance),
      (.pressure, AxisCode.pressure), (.tiltX, AxisCode.tiltX), (.tiltY, AxisCode.tiltY),
      (.rotation, AxisCode.z), (.slider, AxisCode.wheel), (.sizeMajor, AxisCode.mtTouchMajor),
      (.sizeMinor, AxisCode.mtTouchMinor),
    ]
    for (axis, code) in pairs where has(code) { axes.insert(axis) }
    if codes.contains(type: EventType.key, code: KeyCode.toolMouse) && has(AxisCode.tiltX)
      && has(AxisCode.tiltY)
    {
      axes.insert(.rotation)
    }
    if codes.contains(type: EventType.relative, code: RelativeCode.wheel) { axes.insert(.wheel) }
    return axes
  }

  /// The value of a quirk recorded as `Name=value`.
  private static func quirk(_ name: String, in quirks: [String]) -> String? {
    for line in quirks {
      let parts = line.split(separator: "=", maxSplits: 1)
      if parts.count == 2, parts[0] == name { return String(parts[1]) }
    }
    return nil
  }

  /// `upper:lower`, when lower is below upper (libinput ignores the quirk otherwise).
  private static func range(_ text: String) -> (lower: Int32, upper: Int32)? {
    let parts = text.split(separator: ":")
    guard parts.count == 2, let upper = Int32(parts[0]), let lower = Int32(parts[1]),
      lower < upper
    else { return nil }
    return (lower, upper)
  }
}
