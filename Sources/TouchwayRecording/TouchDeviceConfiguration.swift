import Touchway

/// How libinput 1.22 sets up a recorded device for touch: whether it is a touchscreen at
/// all, and if so the codes libevdev lets through, the slots, the axes that scale
/// coordinates, hysteresis, palm detection and calibration (`evdev_configure_device`,
/// `evdev_extract_abs_axes`, `fallback_dispatch_init_slots`).
struct TouchDeviceConfiguration {
  /// The codes the kernel announces.
  let kernelCodes: EventCodes
  /// The codes libevdev lets through once libinput has adjusted them.
  let codes: EventCodes
  /// libevdev's slots; `nil` for a protocol A or single-touch device.
  let slotCount: Int?
  /// Whether libinput treats the device as multitouch (`is_mt`).
  let isMultitouch: Bool
  /// Whether protocol A events go through mtdev first.
  let usesMtdev: Bool
  /// The slots of libinput's dispatch: libevdev's, or 10 behind mtdev.
  let dispatchSlotCount: Int
  /// The axes that scale a touch onto an output (`absinfo_x`, `absinfo_y`).
  let xAxis: AbsoluteAxisInfo
  let yAxis: AbsoluteAxisInfo
  /// Whether the device reports `ABS_MT_TOOL_TYPE`, so palms can be told apart.
  let hasToolType: Bool
  let hysteresis: Hysteresis?
  let calibration: DeviceCalibration?
  /// All axes, as mtdev reads them from the kernel.
  let kernelAxes: [UInt16: AbsoluteAxisInfo]

  /// Configures the device, or explains why libinput would not report touches from it.
  init(device: RecordedDevice) throws(RecordingError) {
    func refuse(_ reason: String) -> RecordingError {
      RecordingError(
        .noTouchDevice, path: device.path, line: device.line,
        "device \(device.index + 1) (\(FileDiagnostic.excerpt(device.name))) is not a touchscreen libinput would use: \(reason)"
      )
    }
    try Self.checkUdevTags(device.udevProperties, refuse: refuse)
    let abs = EventType.absolute
    var codes = device.codes
    var axes = device.absoluteAxes
    if let code = codes.codes(ofType: abs).first(where: { axes[$0] == nil }) {
      throw refuse("axis \(code) has no range")
    }
    if let reason = Self.rejection(codes: codes, axes: axes) { throw refuse(reason) }
    Self.disableConstantAxes(&codes, axes: axes)
    let hasSlots = codes.contains(type: abs, code: AxisCode.slot)
    if hasSlots && codes.contains(type: abs, code: AxisCode.reserved) {
      throw refuse("its ABS_MT_SLOT is a fake multitouch axis (ABS_RESERVED is set)")
    }
    let hasPositions =
      codes.contains(type: abs, code: AxisCode.mtPositionX)
      && codes.contains(type: abs, code: AxisCode.mtPositionY)
    Self.addMissingSingleTouchAxes(&codes, &axes, hasPositions: hasPositions)
    let scaleCodes =
      hasPositions ? (AxisCode.mtPositionX, AxisCode.mtPositionY) : (AxisCode.x, AxisCode.y)
    guard codes.contains(type: abs, code: AxisCode.x), let x = axes[scaleCodes.0],
      let y = axes[scaleCodes.1]
    else { throw refuse("it has no ABS_X/ABS_Y axes") }

    kernelCodes = device.codes
    kernelAxes = device.absoluteAxes
    self.codes = codes
    isMultitouch = hasPositions
    usesMtdev = hasPositions && !hasSlots
    slotCount = try hasSlots ? Self.slotCount(axes[AxisCode.slot], refuse: refuse) : nil
    dispatchSlotCount = usesMtdev ? 10 : (isMultitouch ? slotCount ?? 0 : 0)
    (xAxis, yAxis) = (x, y)
    hasToolType = codes.contains(type: abs, code: AxisCode.mtToolType)
    hysteresis = hasPositions ? Self.hysteresis(x: x, y: y, udev: device.udevProperties) : nil
    calibration = DeviceCalibration(
      device.udevProperties["LIBINPUT_CALIBRATION_MATRIX"].flatMap {
        CalibrationMatrix(udevProperty: $0)
      }, x: x, y: y)
  }

  /// libevdev's slot count, `ABS_MT_SLOT`'s maximum + 1, within reason.
  private static func slotCount(
    _ axis: AbsoluteAxisInfo?, refuse: (String) -> RecordingError
  ) throws(RecordingError) -> Int {
    guard let maximum = axis?.maximum, maximum >= 0, maximum < 1024 else {
      throw refuse("ABS_MT_SLOT's maximum is not a slot count")
    }
    return Int(maximum) + 1
  }

  /// libinput's udev tags: `ID_INPUT` and `ID_INPUT_TOUCHSCREEN` must be "1", and the
  /// device must not be one that another dispatch (touchpad, tablet pad) takes.
  private static func checkUdevTags(
    _ properties: [String: String], refuse: (String) -> RecordingError
  ) throws(RecordingError) {
    func flag(_ name: String) -> Bool { properties[name] == "1" }
    if flag("LIBINPUT_IGNORE_DEVICE") { throw refuse("udev says LIBINPUT_IGNORE_DEVICE=1") }
    guard flag("ID_INPUT") else { throw refuse("udev property ID_INPUT is not 1") }
    guard flag("ID_INPUT_TOUCHSCREEN") else {
      throw refuse("udev property ID_INPUT_TOUCHSCREEN is not 1")
    }
    for other in ["ID_INPUT_TABLET_PAD", "ID_INPUT_TOUCHPAD", "ID_INPUT_JOYSTICK"] where flag(other)
    {
      throw refuse("udev tags it \(other), which libinput does not treat as a touchscreen")
    }
  }

  /// `evdev_reject_device`: axes that come in pairs must, and ranges must not be empty.
  private static func rejection(codes: EventCodes, axes: [UInt16: AbsoluteAxisInfo]) -> String? {
    let abs = EventType.absolute
    func has(_ code: UInt16) -> Bool { codes.contains(type: abs, code: code) }
    if has(AxisCode.x) != has(AxisCode.y) {
      return "it has only one of ABS_X and ABS_Y"
    }
    if has(AxisCode.mtPositionX) != has(AxisCode.mtPositionY)
      && !(has(AxisCode.slot) && has(AxisCode.reserved))
    {
      return "it has only one of ABS_MT_POSITION_X and ABS_MT_POSITION_Y"
    }
    for (first, second) in [
      (AxisCode.x, AxisCode.y),
      (AxisCode.mtPositionX, AxisCode.mtPositionY),
    ] where has(first) && has(second) {
      if (axes[first]?.resolution == 0) != (axes[second]?.resolution == 0) {
        return "only one of axes \(first) and \(second) has a resolution"
      }
    }
    for (code, axis) in axes where has(code) && axis.minimum == axis.maximum {
      let exempt =
        code == AxisCode.misc || code == AxisCode.slot || code == AxisCode.mtToolType
      let disabled = axis.minimum == 0 && code > AxisCode.misc && code < AxisCode.slot
      if !exempt && !disabled { return "axis \(code) has minimum = maximum" }
    }
    return nil
  }

  /// libinput disables `ABS_MISC` and above (below the slot axes) when their range is 0…0.
  private static func disableConstantAxes(
    _ codes: inout EventCodes, axes: [UInt16: AbsoluteAxisInfo]
  ) {
    for (code, axis) in axes
    where axis.minimum == 0 && axis.maximum == 0 && code > AxisCode.misc && code < AxisCode.slot {
      codes.remove(type: EventType.absolute, code: code)
    }
  }

  /// `evdev_fix_android_mt`: a multitouch device without `ABS_X`/`ABS_Y` borrows them.
  private static func addMissingSingleTouchAxes(
    _ codes: inout EventCodes, _ axes: inout [UInt16: AbsoluteAxisInfo], hasPositions: Bool
  ) {
    let abs = EventType.absolute
    guard hasPositions, !codes.contains(type: abs, code: AxisCode.x),
      !codes.contains(type: abs, code: AxisCode.y)
    else { return }
    codes.insert(type: abs, code: AxisCode.x)
    codes.insert(type: abs, code: AxisCode.y)
    axes[AxisCode.x] = axes[AxisCode.mtPositionX]
    axes[AxisCode.y] = axes[AxisCode.mtPositionY]
  }

  /// The hysteresis margins: half the position fuzz, where the fuzz is the kernel's or,
  /// when that is 0, udev's `LIBINPUT_FUZZ_35`/`_36` (`evdev_read_fuzz_prop`).
  private static func hysteresis(
    x: AbsoluteAxisInfo, y: AbsoluteAxisInfo, udev: [String: String]
  ) -> Hysteresis? {
    func fuzz(_ axis: AbsoluteAxisInfo, _ property: String) -> Int32 {
      guard axis.fuzz == 0 else { return axis.fuzz }
      guard let text = udev[property], let value = Int32(text), value >= 0 else { return 0 }
      return value
    }
    let fuzzX = fuzz(x, "LIBINPUT_FUZZ_35")
    let fuzzY = fuzz(y, "LIBINPUT_FUZZ_36")
    guard fuzzX != 0 || fuzzY != 0 else { return nil }
    return Hysteresis(marginX: fuzzX / 2, marginY: fuzzY / 2)
  }
}
