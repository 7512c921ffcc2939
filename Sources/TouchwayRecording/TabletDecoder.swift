#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Decodes a tablet's evdev events (a pen on a screen tablet, its eraser, a puck) into the
/// tablet tool events libinput 1.22 reports for them: proximity, tip, axis and button
/// events with libinput's tools (libwacom's stylus axes), pressure thresholds and offset,
/// axis normalization, position and tilt smoothing, the fuzz filter and the forced
/// proximity out of tablets that never send one (`evdev-tablet.c`).
///
/// ```swift
/// var decoder = try TabletDecoder(device: reader.devices[0])
/// var events: [TabletToolEvent] = []
/// decoder.decode(frame, into: &events)
/// ```
///
/// libinput's timer for the forced proximity out runs on the recording's clock: it fires
/// before the first event that comes after it, and ``finish(into:)`` fires one still
/// pending at the end. After a `SYN_DROPPED` the events up to the next `SYN_REPORT` are
/// dropped; the resync libevdev would add is not modelled for tablets.
public struct TabletDecoder {
  /// The device being decoded.
  public let device: RecordedDevice
  private let configuration: TabletDeviceConfiguration
  private var evdev: EvdevState
  private var status: Status = [.outOfProximity]
  private var changed: TabletAxisSet = []
  /// The last value of each axis that passed the fuzz filter, by `ABS_*` code.
  private var filteredValues: [UInt16: Int32] = [:]
  private var axes = TabletAxes()
  private var history: [TabletAxes]
  private var historyIndex = 0
  private var historyCount = 0
  private var lastSmoothPoint: (x: Int32, y: Int32) = (0, 0)
  /// One bit per `TabletTool.Kind` in proximity, as the kernel's `BTN_TOOL_*` keys say.
  private var toolState: UInt32 = 0
  private var previousToolState: UInt32 = 0
  private var currentKind: TabletTool.Kind?
  private var currentID: UInt32 = 0
  private var currentSerial: UInt32 = 0
  private var tools: [TabletTool] = []
  private var buttons: Set<UInt16> = []
  private var previousButtons: Set<UInt16> = []
  private var seatButtonCounts: [UInt16: UInt32] = [:]
  private var isDraining = false
  // The forced proximity out (`tablet->quirks`).
  private var needsForcedProximityOut = true
  private var proximityOutForced: Bool
  private var isForcingProximityOut = false
  private var proximityOutDeadline: UInt64?
  private var lastEventTime: UInt64 = 0

  /// libinput's `FORCED_PROXOUT_TIMEOUT`, in microseconds.
  static let forcedProximityOutTimeout: UInt64 = 50_000
  /// `MOUSE_WHEEL_CLICK_ANGLE`'s default, in degrees.
  private static let wheelClickAngle = 15.0

  /// Sets up decoding for a device; throws a ``RecordingError/Kind/noTouchDevice`` error
  /// when libinput would not treat it as a tablet.
  public init(device: RecordedDevice) throws(RecordingError) {
    self.device = device
    configuration = try TabletDeviceConfiguration(device: device)
    evdev = EvdevState(codes: configuration.codes, slotCount: nil)
    history = Array(repeating: TabletAxes(), count: configuration.historySize)
    proximityOutForced = configuration.lacksPenKey
  }

  /// Decodes one frame, appending libinput's events for it.
  public mutating func decode(_ frame: EvdevFrame, into events: inout [TabletToolEvent]) {
    for event in frame.events { decode(event, into: &events) }
  }

  /// Decodes one evdev event; tool events appear at the `SYN_REPORT`.
  public mutating func decode(_ event: EvdevEvent, into events: inout [TabletToolEvent]) {
    fireTimer(before: event.time, into: &events)
    if isDraining {
      isDraining = !event.isSynReport
      return
    }
    guard let (event, isDropped) = evdev.read(event) else { return }
    isDraining = isDropped
    process(event, into: &events)
  }

  /// Fires a forced proximity out still pending at the end of the input.
  public mutating func finish(into events: inout [TabletToolEvent]) {
    fireTimer(before: .max, into: &events)
  }

  /// The position in millimetres from the tablet's origin
  /// (`libinput_event_tablet_tool_get_x`, `_get_y`).
  public func millimetres(of axes: TabletAxes) -> (x: Double, y: Double) {
    let x = configuration.xAxis
    let y = configuration.yAxis
    return (
      (Double(axes.x) - Double(x.minimum)) / Double(x.resolution),
      (Double(axes.y) - Double(y.minimum)) / Double(y.resolution)
    )
  }

  /// The horizontal position scaled onto `width` points
  /// (`libinput_event_tablet_tool_get_x_transformed`).
  public func transformedX(_ x: Int32, width: Double) -> Double {
    configuration.xAxis.scale(x, to: width)
  }

  /// The vertical position scaled onto `height` points.
  public func transformedY(_ y: Int32, height: Double) -> Double {
    configuration.yAxis.scale(y, to: height)
  }

  // MARK: - Events (`tablet_process`)

  private mutating func process(_ event: EvdevEvent, into events: inout [TabletToolEvent]) {
    switch event.type {
    case EventType.absolute:
      processAbsolute(event)
    case EventType.relative where event.code == RelativeCode.wheel:
      changed.insert(.wheel)
      axes.wheelClicks = -event.value
      status.insert(.axesUpdated)
    case EventType.key:
      processKey(event)
    case EventType.misc where event.code == MiscCode.serial && event.value != -1:
      currentSerial = UInt32(bitPattern: event.value)
    case EventType.sync:
      flush(time: event.time, into: &events)
      previousButtons = buttons
      status.remove(.toolUpdated)
      if buttons.isEmpty { status.remove(.buttonsDown) } else { status.insert(.buttonsDown) }
      lastEventTime = event.time
    default:
      break
    }
  }

  private static let axisOfCode: [UInt16: TabletAxisSet] = [
    AxisCode.x: .x, AxisCode.y: .y, AxisCode.z: .rotation, AxisCode.pressure: .pressure,
    AxisCode.tiltX: .tiltX, AxisCode.tiltY: .tiltY, AxisCode.distance: .distance,
    AxisCode.wheel: .slider,
  ]

  private mutating func processAbsolute(_ event: EvdevEvent) {
    if event.code == AxisCode.misc {
      currentID = UInt32(bitPattern: event.value)
      return
    }
    guard let axis = Self.axisOfCode[event.code] else { return }
    // tablet_filter_axis_fuzz: ABS_DISTANCE gets a fuzz of at least 2.
    var fuzz = configuration.axes[event.code]?.fuzz ?? 0
    if event.code == AxisCode.distance { fuzz = max(2, fuzz) }
    let previous = filteredValues[event.code] ?? 0
    guard abs(Int64(previous) - Int64(event.value)) > Int64(fuzz) else { return }
    filteredValues[event.code] = event.value
    changed.insert(axis)
    status.insert(.axesUpdated)
  }

  private mutating func processKey(_ event: EvdevEvent) {
    guard event.value != 2 else { return }  // the kernel's key repeat
    switch event.code {
    case KeyCode.toolFinger:
      break
    case KeyCode.toolPen...KeyCode.toolLens:
      guard let kind = Self.toolKind(code: event.code) else { return }
      status.insert(.toolUpdated)
      if event.value != 0 {
        toolState |= Self.bit(kind)
      } else {
        toolState &= ~Self.bit(kind)
      }
    case KeyCode.touch:
      if !configuration.axisCapabilities.contains(.pressure) {
        status.insert(event.value != 0 ? .enteringContact : .leavingContact)
      }
    case KeyCode.left...KeyCode.task, KeyCode.stylus, KeyCode.stylus2:
      if event.value != 0 {
        buttons.insert(event.code)
        status.insert(.buttonsPressed)
      } else {
        buttons.remove(event.code)
        status.insert(.buttonsReleased)
      }
    default:
      break
    }
  }

  private static func toolKind(code: UInt16) -> TabletTool.Kind? {
    let kinds: [TabletTool.Kind?] = [.pen, .eraser, .brush, .pencil, .airbrush, nil, .mouse, .lens]
    return kinds[Int(code - KeyCode.toolPen)]
  }

  private static func bit(_ kind: TabletTool.Kind) -> UInt32 { 1 << UInt32(kind.rawValue) }

  // MARK: - The frame (`tablet_flush`)

  private mutating func flush(time: UInt64, into events: inout [TabletToolEvent]) {
    var processAgain = true
    while processAgain {
      processAgain = updateToolState(time: time)
      guard let tool = currentToolIndex() else { return }
      if tools[tool].kind == .mouse || tools[tool].kind == .lens { updateProximityState(tool) }
      if status.contains(.outOfProximity) || status.contains(.outOfRange) { return }
      if status.contains(.leavingProximity) {
        buttons.removeAll()
        status.insert(.buttonsReleased)
        if status.contains(.inContact) { status.insert(.leavingContact) }
      } else if status.contains(.axesUpdated) || status.contains(.enteringProximity) {
        if status.contains(.enteringProximity) { changed = tools[tool].axes }
        detectPressureOffset(tool)
        detectToolContact(tools[tool])
        sanitizeAxes(tools[tool])
      }
      sendEvents(tool, time: time, into: &events)
    }
  }

  /// `tablet_update_tool_state`; returns whether the frame needs processing again (one
  /// tool replaced another in the same frame).
  private mutating func updateToolState(time: UInt64) -> Bool {
    if proximityOutForced && status.contains(.toolUpdated) && toolState == 0 {
      needsForcedProximityOut = false
      proximityOutForced = false
    }
    // A device that sends axes without BTN_TOOL_PEN has a pen in proximity.
    if status.contains(.axesUpdated) {
      if proximityOutForced {
        if !status.contains(.toolUpdated) && toolState == 0 { toolState = Self.bit(.pen) }
        proximityOutForced = false
      } else if toolState == 0 && currentKind == nil {
        toolState = Self.bit(.pen)
        proximityOutForced = false
      }
    }
    guard toolState != previousToolState else { return false }
    var doubledUpBit: UInt32 = 0
    if toolState & (toolState &- 1) != 0 {
      // Two tools at once: the eraser wins, as in libinput.
      doubledUpBit = toolState ^ previousToolState
      if doubledUpBit == Self.bit(.pen) {
        toolState &= ~Self.bit(.pen)
        return false
      }
      toolState = 0
    }
    let change = toolState ^ previousToolState
    let kindNumber = change.trailingZeroBitCount
    let isIn = toolState & (1 << UInt32(kindNumber)) != 0
    if let kind = TabletTool.Kind(rawValue: kindNumber) {
      if isIn {
        currentKind = kind
        status.insert(.enteringProximity)
        status.remove(.outOfProximity)
      } else if !status.contains(.outOfProximity) {
        status.insert(.leavingProximity)
      }
      if kind == .pen {
        if isIn {
          armProximityOutTimer(time)
        } else {
          if !isForcingProximityOut { needsForcedProximityOut = false }
          proximityOutDeadline = nil
        }
      }
    }
    previousToolState = toolState
    if doubledUpBit != 0 {
      toolState = doubledUpBit
      return true
    }
    return false
  }

  /// `tablet_get_tool`: the tool in proximity, made on first sight.
  private mutating func currentToolIndex() -> Int? {
    guard let kind = currentKind else { return nil }
    if currentSerial != 0,
      let index = tools.firstIndex(where: { $0.kind == kind && $0.serial == currentSerial })
    {
      return index
    }
    // A tool without a serial (or whose serial came late) is the first of its kind.
    if let index = tools.firstIndex(where: { $0.kind == kind && $0.serial == 0 }) {
      return index
    }
    tools.append(makeTool(kind))
    return tools.count - 1
  }

  private func makeTool(_ kind: TabletTool.Kind) -> TabletTool {
    let caps = configuration.axisCapabilities
    var tool = TabletTool(
      kind: kind, serial: currentSerial, id: currentID, axes: caps.intersection([.x, .y]),
      buttons: [])
    if let known = StylusDatabase.capabilities(
      toolID: currentID, tabletAxes: caps, tabletCodes: configuration.codes)
    {
      tool.axes.formUnion(known.axes)
      tool.buttons = known.buttons
    } else {
      let isCursor = kind == .mouse || kind == .lens
      let axes: TabletAxisSet =
        isCursor ? [.rotation, .wheel] : [.pressure, .distance, .tiltX, .tiltY, .slider]
      tool.axes.formUnion(caps.intersection(axes))
      if !isCursor && configuration.codes.contains(type: EventType.absolute, code: AxisCode.z) {
        tool.axes.formUnion(caps.intersection(.rotation))
      }
      let buttons =
        isCursor
        ? [KeyCode.left, KeyCode.middle, KeyCode.right, KeyCode.side, KeyCode.extra]
        : [KeyCode.stylus, KeyCode.stylus2]
      tool.buttons = Set(
        buttons.filter { configuration.codes.contains(type: EventType.key, code: $0) })
    }
    // tool_set_pressure_thresholds: 1% and 5% of the range, or the quirk's.
    if let pressure = axisInfo(AxisCode.pressure) {
      tool.lowerPressureThreshold = Self.percentage(pressure, 1)
      tool.upperPressureThreshold = Self.percentage(pressure, 5)
      if let range = configuration.pressureRange {
        (tool.lowerPressureThreshold, tool.upperPressureThreshold) = range
      }
    }
    return tool
  }

  /// `axis_range_percentage`, truncated as C converts to int.
  private static func percentage(_ axis: AbsoluteAxisInfo, _ percent: Double) -> Int32 {
    let value = (Double(axis.maximum) - Double(axis.minimum)) * percent / 100 + Double(axis.minimum)
    return Int32(value.rounded(.towardZero))
  }

  /// The range of an axis libevdev lets through (`libevdev_get_abs_info`).
  private func axisInfo(_ code: UInt16) -> AbsoluteAxisInfo? {
    configuration.codes.contains(type: EventType.absolute, code: code)
      ? configuration.axes[code] : nil
  }

  private func value(_ code: UInt16) -> Int32 { evdev.absoluteValue(code) }

  /// `tablet_update_proximity_state`: a mouse or lens beyond the threshold is out of range.
  private mutating func updateProximityState(_ tool: Int) {
    guard axisInfo(AxisCode.distance) != nil else { return }
    let distance = value(AxisCode.distance)
    guard distance != 0 else { return }
    let threshold = configuration.cursorProximityThreshold
    let isAway = status.contains(.outOfRange) || status.contains(.outOfProximity)
    if distance < threshold && isAway {
      status.subtract([.outOfRange, .outOfProximity])
      status.insert(.enteringProximity)
      changed = tools[tool].axes
      status.insert(.buttonsPressed)
      buttons.formUnion(previousButtons)
      previousButtons = []
      return
    }
    if distance < threshold || isAway { return }
    if status.contains(.enteringProximity) {
      status.insert(.outOfRange)
      status.remove(.enteringProximity)
      return
    }
    status.insert(.leavingProximity)
  }

  /// `detect_pressure_offset`: a pen that rests with some pressure, seen on proximity in.
  private mutating func detectPressureOffset(_ tool: Int) {
    guard changed.contains(.pressure), let pressure = axisInfo(AxisCode.pressure),
      let distance = axisInfo(AxisCode.distance)
    else { return }
    let offset = value(AxisCode.pressure)
    if let current = tools[tool].pressureOffset {
      guard offset < current else { return }
    } else {
      guard offset > pressure.minimum, status.contains(.enteringProximity),
        value(AxisCode.distance) >= Self.percentage(distance, 50),
        offset <= Self.percentage(pressure, 20)
      else { return }
    }
    let gap = tools[tool].upperPressureThreshold &- tools[tool].lowerPressureThreshold
    tools[tool].pressureOffset = offset
    tools[tool].lowerPressureThreshold = offset
    tools[tool].upperPressureThreshold = offset &+ gap
  }

  /// `detect_tool_contact`: with pressure, the thresholds decide, not `BTN_TOUCH`.
  private mutating func detectToolContact(_ tool: TabletTool) {
    guard tool.axes.contains(.pressure), axisInfo(AxisCode.pressure) != nil else { return }
    let pressure = value(AxisCode.pressure)
    if pressure <= tool.lowerPressureThreshold && status.contains(.inContact) {
      status.insert(.leavingContact)
    } else if pressure >= tool.upperPressureThreshold && !status.contains(.inContact) {
      status.insert(.enteringContact)
    }
  }

  /// `sanitize_tablet_axes`: pressure and distance exclude each other; a mouse's tilt is
  /// its rotation.
  private mutating func sanitizeAxes(_ tool: TabletTool) {
    if tool.kind == .mouse || tool.kind == .lens, !changed.isDisjoint(with: .tilt) {
      changed.insert(.rotation)
    }
    guard let distanceAxis = axisInfo(AxisCode.distance),
      let pressureAxis = axisInfo(AxisCode.pressure),
      !changed.isDisjoint(with: [.pressure, .distance])
    else { return }
    let pressure = value(AxisCode.pressure)
    let isInContact = pressure > tool.lowerPressureThreshold
    if value(AxisCode.distance) > distanceAxis.minimum && pressure > pressureAxis.minimum {
      if isInContact {
        changed.remove(.distance)
        axes.distance = 0
      } else {
        changed.remove(.pressure)
        axes.pressure = 0
      }
    } else if changed.contains(.pressure) && !isInContact {
      // The last pressure a client sees before the tip lifts is 0.
      if axes.pressure == 0 { changed.remove(.pressure) } else { axes.pressure = 0 }
    }
  }

  // MARK: - Sending (`tablet_send_events`)

  private mutating func sendEvents(_ tool: Int, time: UInt64, into events: inout [TabletToolEvent])
  {
    var sent: TabletAxes
    if status.contains(.leavingProximity) {
      // The axes of the last frame: a leaving tool's values are mostly 0.
      sent = axes
      status.remove(.axesUpdated)
    } else {
      sent = notifiedAxes(tools[tool])
    }
    func emit(_ kind: TabletToolEvent.Kind, _ axes: TabletAxes) {
      events.append(
        TabletToolEvent(
          kind: kind, time: time, tool: tools[tool], axes: axes, changed: changed,
          isTipDown: status.contains(.inContact)))
    }
    if status.contains(.enteringProximity) {
      emit(.proximity(isIn: true), sent)
      status.subtract([.enteringProximity, .axesUpdated])
      changed = []
    }
    if status.contains(.enteringContact) {
      status.subtract([.enteringContact, .axesUpdated])
      status.insert(.inContact)
      emit(.tip(isDown: true), sent)
      changed = []
    } else if status.contains(.leavingContact) {
      status.subtract([.leavingContact, .axesUpdated, .inContact])
      emit(.tip(isDown: false), sent)
      changed = []
    } else if status.contains(.axesUpdated) {
      emit(.axis, sent)
      status.remove(.axesUpdated)
      changed = []
    }
    status.remove(.enteringContact)
    changed = []
    sendButtons(tool, time: time, into: &events)
    if status.contains(.leavingProximity) {
      emit(.proximity(isIn: false), sent)
      status.insert(.outOfProximity)
      status.remove(.leavingProximity)
      historyCount = 0
    }
  }

  private mutating func sendButtons(_ tool: Int, time: UInt64, into events: inout [TabletToolEvent])
  {
    for (flag, isPressed) in [(Status.buttonsReleased, false), (.buttonsPressed, true)]
    where status.contains(flag) {
      let codes =
        isPressed ? buttons.subtracting(previousButtons) : previousButtons.subtracting(buttons)
      for code in codes.sorted() {
        let count = seatButtonCounts[code, default: 0]
        let seatCount = isPressed ? count + 1 : max(count, 1) - 1
        seatButtonCounts[code] = seatCount
        events.append(
          TabletToolEvent(
            kind: .button(code: code, isPressed: isPressed, seatCount: seatCount), time: time,
            tool: tools[tool], axes: axes, changed: [], isTipDown: status.contains(.inContact)))
      }
      status.remove(flag)
    }
  }

  /// `tablet_check_notify_axes`: the changed axes normalized, then smoothed.
  private mutating func notifiedAxes(_ tool: TabletTool) -> TabletAxes {
    if !changed.isEmpty { updateAxes(tool) }
    var smoothed = axes
    if status.contains(.enteringContact) || status.contains(.leavingContact) {
      historyCount = 0  // the tip jumps when contact changes
    }
    pushHistory(axes)
    smooth(&smoothed)
    if smoothed.x != lastSmoothPoint.x { changed.insert(.x) }
    if smoothed.y != lastSmoothPoint.y { changed.insert(.y) }
    lastSmoothPoint = (smoothed.x, smoothed.y)
    return smoothed
  }

  private mutating func updateAxes(_ tool: TabletTool) {
    if !changed.isDisjoint(with: [.x, .y]), axisInfo(AxisCode.x) != nil, axisInfo(AxisCode.y) != nil
    {
      (axes.x, axes.y) = (value(AxisCode.x), value(AxisCode.y))
      if let calibration = configuration.calibration {
        (axes.x, axes.y) = calibration.apply(x: axes.x, y: axes.y)
      }
    }
    if changed.contains(.pressure), let pressure = axisInfo(AxisCode.pressure) {
      let base = tool.lowerPressureThreshold
      let range = Double(pressure.maximum) - Double(base)
      axes.pressure = max(0, (Double(value(AxisCode.pressure)) - Double(base)) / range)
    }
    if changed.contains(.distance), let distance = axisInfo(AxisCode.distance) {
      axes.distance = Self.fraction(value(AxisCode.distance), distance)
    }
    if changed.contains(.slider), let slider = axisInfo(AxisCode.wheel) {
      axes.slider = Self.fraction(value(AxisCode.wheel), slider) * 2 - 1
    }
    if !changed.isDisjoint(with: .tilt), let tiltX = axisInfo(AxisCode.tiltX),
      let tiltY = axisInfo(AxisCode.tiltY)
    {
      axes.tiltX = Self.degrees(value(AxisCode.tiltX), tiltX)
      axes.tiltY = Self.degrees(value(AxisCode.tiltY), tiltY)
    }
    if changed.contains(.wheel) {
      axes.wheel = Double(axes.wheelClicks) * Self.wheelClickAngle
    } else {
      (axes.wheel, axes.wheelClicks) = (0, 0)
    }
    updateRotation(tool)
  }

  /// `tablet_update_rotation`, after the tilt: a mouse's rotation comes from its tilt, an
  /// Art Pen's from `ABS_Z`.
  private mutating func updateRotation(_ tool: TabletTool) {
    if tool.kind == .mouse || tool.kind == .lens {
      if !changed.isDisjoint(with: .tilt) {
        let (x, y) = (axes.tiltX, axes.tiltY)
        // atan2 turns counter-clockwise; the puck has a 5° offset.
        let angle = x != 0 || y != 0 ? 180 * atan2(-x, y) / Double.pi : 0
        axes.rotation = fmod(360 + angle - 5, 360)
        changed.insert(.rotation)
      }
      changed.subtract(.tilt)
      (axes.tiltX, axes.tiltY) = (0, 0)
    } else if changed.contains(.rotation), let z = axisInfo(AxisCode.z) {
      // The Art Pen points east at 0.
      let turn =
        (Double(value(AxisCode.z)) - Double(z.minimum))
        / (Double(z.maximum) - Double(z.minimum) + 1)
      axes.rotation = fmod(turn * 360 + 90, 360)
    }
  }

  private static func fraction(_ value: Int32, _ axis: AbsoluteAxisInfo) -> Double {
    (Double(value) - Double(axis.minimum)) / (Double(axis.maximum) - Double(axis.minimum))
  }

  /// `adjust_tilt`: radians by the resolution around a 0 centre, else Wacom's ±64°.
  private static func degrees(_ value: Int32, _ axis: AbsoluteAxisInfo) -> Double {
    if axis.resolution != 0 && axis.maximum > 0 && axis.minimum < 0 {
      return 180.0 / Double.pi * Double(value) / Double(axis.resolution)
    }
    return (fraction(value, axis) * 2 - 1) * 64
  }

  /// `tablet_history_push`: a new history is filled with the first sample.
  private mutating func pushHistory(_ sample: TabletAxes) {
    repeat {
      historyIndex = (historyIndex + 1) % history.count
      history[historyIndex] = sample
      historyCount = min(historyCount + 1, history.count)
    } while historyCount < history.count
  }

  /// `tablet_smoothen_axes`: the mean of the history's positions (in C's integer
  /// arithmetic) and tilts.
  private func smooth(_ axes: inout TabletAxes) {
    let count = history.count
    var x: Int32 = 0
    var y: Int32 = 0
    var tiltX = 0.0
    var tiltY = 0.0
    for sample in history {
      x &+= sample.x
      y &+= sample.y
      tiltX += sample.tiltX
      tiltY += sample.tiltY
    }
    // C divides the int sum by a size_t: a negative sum is taken as unsigned.
    func mean(_ sum: Int32) -> Int32 {
      Int32(truncatingIfNeeded: UInt64(bitPattern: Int64(sum)) / UInt64(count))
    }
    (axes.x, axes.y) = (mean(x), mean(y))
    (axes.tiltX, axes.tiltY) = (tiltX / Double(count), tiltY / Double(count))
  }

  // MARK: - The forced proximity out

  private mutating func armProximityOutTimer(_ time: UInt64) {
    if needsForcedProximityOut { proximityOutDeadline = time + Self.forcedProximityOutTimeout }
  }

  /// `tablet_proximity_out_quirk_timer_func`, for every deadline before `time`.
  private mutating func fireTimer(before time: UInt64, into events: inout [TabletToolEvent]) {
    while let now = proximityOutDeadline, now < time {
      proximityOutDeadline = nil
      if status.contains(.inContact) || status.contains(.buttonsDown) {
        armProximityOutTimer(now)
        continue
      }
      if lastEventTime > now - Self.forcedProximityOutTimeout {
        armProximityOutTimer(lastEventTime)
        continue
      }
      isForcingProximityOut = true
      process(
        EvdevEvent(time: now, type: EventType.key, code: KeyCode.toolPen, value: 0), into: &events)
      process(
        EvdevEvent(time: now, type: EventType.sync, code: SyncCode.report, value: 0), into: &events)
      isForcingProximityOut = false
      proximityOutForced = true
    }
  }

  /// `enum tablet_status`.
  private struct Status: OptionSet {
    let rawValue: UInt16
    static let axesUpdated = Status(rawValue: 1 << 0)
    static let buttonsPressed = Status(rawValue: 1 << 1)
    static let buttonsDown = Status(rawValue: 1 << 2)
    static let buttonsReleased = Status(rawValue: 1 << 3)
    static let toolUpdated = Status(rawValue: 1 << 4)
    static let inContact = Status(rawValue: 1 << 5)
    static let leavingProximity = Status(rawValue: 1 << 6)
    static let outOfProximity = Status(rawValue: 1 << 7)
    static let enteringProximity = Status(rawValue: 1 << 8)
    static let enteringContact = Status(rawValue: 1 << 9)
    static let leavingContact = Status(rawValue: 1 << 10)
    static let outOfRange = Status(rawValue: 1 << 11)
  }
}
