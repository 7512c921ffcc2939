/// The touch half of libinput 1.22's fallback dispatch (`evdev-fallback.c`), which handles
/// every touchscreen: it collects a frame's evdev events per slot and, at the frame's
/// `EV_SYN`, reports downs, motions, ups and cancels.
///
/// Each slot runs NONE → BEGIN (new tracking id) → UPDATE → END (tracking id -1) → NONE.
/// A BEGIN takes the lowest free seat slot; a touch that finds none, or whose slot still
/// holds one, is not reported, nor are its motions and its end. Independently, a slot's
/// palm state goes NONE → NEW (tool type turned `MT_TOOL_PALM`) → IS_PALM, cancelling a
/// touch already down; a touch that starts as a palm is WAS_PALM and never reported. A
/// single-touch device has one unnumbered touch driven by `BTN_TOUCH` and `ABS_X`/`ABS_Y`.
///
/// libinput quirks kept on purpose, since the point is to match it: a motion is reported
/// at the unfiltered position although hysteresis decides whether it is reported at all,
/// and whether a `TOUCH_FRAME` follows depends only on the last slot that changed.
struct FallbackTouchDispatch {
  private enum SlotState { case none, begin, update, end }
  private enum PalmState { case none, new, isPalm, wasPalm }

  /// One slot (`struct mt_slot`).
  private struct Slot {
    var seatSlot: Int32 = -1
    var x: Int32 = 0
    var y: Int32 = 0
    var center: (x: Int32, y: Int32) = (0, 0)
    var state = SlotState.none
    var palm = PalmState.none
    var isDirty = false
  }

  /// What a frame has changed so far (`pending_event`).
  private struct Pending: OptionSet {
    let rawValue: UInt8
    static let multitouch = Pending(rawValue: 1)
    static let absoluteMotion = Pending(rawValue: 2)
    static let touchDown = Pending(rawValue: 4)
    static let touchUp = Pending(rawValue: 8)
  }

  private let isMultitouch: Bool
  private let detectsPalms: Bool
  private let hysteresis: Hysteresis?
  private let calibration: DeviceCalibration?
  private var slots: [Slot]
  private var currentSlot: Int
  /// The single-touch position and seat slot (`dispatch->abs`).
  private var singleX: Int32 = 0
  private var singleY: Int32 = 0
  private var singleSeatSlot: Int32 = -1
  private var pending: Pending = []
  private var seatSlots = SeatSlots()

  init(configuration: TouchDeviceConfiguration) {
    isMultitouch = configuration.isMultitouch
    detectsPalms = configuration.hasToolType
    hysteresis = configuration.hysteresis
    calibration = configuration.calibration
    slots = Array(repeating: Slot(), count: configuration.dispatchSlotCount)
    currentSlot = 0
  }

  /// Processes one event; `evdev` is libevdev's view after the event.
  mutating func process(
    _ event: EvdevEvent, evdev: EvdevState, into output: inout [LibinputTouchEvent]
  ) {
    switch event.type {
    case EventType.absolute where isMultitouch:
      processSlotAxis(event, evdev: evdev)
    case EventType.absolute:
      processSingleTouchAxis(event)
    case EventType.key:
      if event.code == KeyCode.touch, event.value != 2, !isMultitouch {
        pending.insert(event.value != 0 ? .touchDown : .touchUp)
      }
    case EventType.sync:
      flush(time: event.time, into: &output)
    default:
      break
    }
  }

  /// `fallback_process_touch`.
  private mutating func processSlotAxis(_ event: EvdevEvent, evdev: EvdevState) {
    let index = currentSlot
    switch event.code {
    case AxisCode.slot:
      let value = Int(event.value)
      currentSlot = value < 0 || value >= slots.count ? slots.count - 1 : value
      return
    case AxisCode.mtTrackingID where event.value >= 0:
      slots[index].state = .begin
      let startsAsPalm =
        detectsPalms
        && evdev.slotValue(slot: currentSlot, code: AxisCode.mtToolType)
          == ToolType.palm
      slots[index].palm = startsAsPalm ? .wasPalm : .none
    case AxisCode.mtTrackingID:
      slots[index].state = .end
    case AxisCode.mtPositionX:
      slots[index].x = event.value
    case AxisCode.mtPositionY:
      slots[index].y = event.value
    case AxisCode.mtToolType where event.value == ToolType.palm:
      if slots[index].palm == .none { slots[index].palm = .new }
    case AxisCode.mtToolType:
      if slots[index].palm == .isPalm { slots[index].palm = .wasPalm }
    default:
      return
    }
    pending.insert(.multitouch)
    slots[index].isDirty = true
  }

  /// `fallback_process_absolute_motion`.
  private mutating func processSingleTouchAxis(_ event: EvdevEvent) {
    switch event.code {
    case AxisCode.x: singleX = event.value
    case AxisCode.y: singleY = event.value
    default: return
    }
    pending.insert(.absoluteMotion)
  }

  /// Reports what the frame changed (`fallback_handle_state`).
  private mutating func flush(time: UInt64, into output: inout [LibinputTouchEvent]) {
    var needsFrame = false
    if pending.contains(.touchDown) {
      needsFrame = singleTouchDown(time: time, into: &output)
    } else if pending.contains(.absoluteMotion), singleSeatSlot != -1 {
      output.append(
        positioned(.motion, time: time, slot: -1, seatSlot: singleSeatSlot, singleX, singleY))
      needsFrame = true
    }
    if pending.contains(.touchUp), singleSeatSlot != -1 {
      output.append(LibinputTouchEvent(kind: .up, time: time, slot: -1, seatSlot: singleSeatSlot))
      seatSlots.release(singleSeatSlot)
      singleSeatSlot = -1
      needsFrame = true
    }
    if pending.contains(.multitouch) {
      needsFrame = flushSlots(time: time, into: &output)
    }
    if needsFrame { output.append(LibinputTouchEvent(kind: .frame, time: time)) }
    pending = []
  }

  private mutating func singleTouchDown(time: UInt64, into output: inout [LibinputTouchEvent])
    -> Bool
  {
    guard singleSeatSlot == -1, let seatSlot = seatSlots.take() else { return false }
    singleSeatSlot = seatSlot
    output.append(positioned(.down, time: time, slot: -1, seatSlot: seatSlot, singleX, singleY))
    return true
  }

  /// `fallback_flush_mt_events`; returns whether the last changed slot reported anything.
  private mutating func flushSlots(time: UInt64, into output: inout [LibinputTouchEvent]) -> Bool {
    var sent = false
    for index in slots.indices where slots[index].isDirty {
      slots[index].isDirty = false
      switch slots[index].palm {
      case .new:
        if slots[index].state != .begin {
          sent = end(index, as: .cancel, time: time, into: &output)
        }
        slots[index].palm = .isPalm
      case .none:
        switch slots[index].state {
        case .begin: sent = down(index, time: time, into: &output)
        case .update: sent = motion(index, time: time, into: &output)
        case .end: sent = end(index, as: .up, time: time, into: &output)
        case .none: break
        }
      case .isPalm, .wasPalm:
        break
      }
      switch slots[index].state {
      case .begin: slots[index].state = .update
      case .end: slots[index].state = .none
      case .update, .none: break
      }
    }
    return sent
  }

  private mutating func down(_ index: Int, time: UInt64, into output: inout [LibinputTouchEvent])
    -> Bool
  {
    guard slots[index].seatSlot == -1 else { return false }  // a kernel bug: down twice
    guard let seatSlot = seatSlots.take() else { return false }
    slots[index].seatSlot = seatSlot
    slots[index].center = (slots[index].x, slots[index].y)
    output.append(
      positioned(
        .down, time: time, slot: Int32(index), seatSlot: seatSlot, slots[index].x, slots[index].y))
    return true
  }

  private mutating func motion(_ index: Int, time: UInt64, into output: inout [LibinputTouchEvent])
    -> Bool
  {
    let (seatSlot, x, y) = (slots[index].seatSlot, slots[index].x, slots[index].y)
    guard seatSlot != -1, !isHeldByHysteresis(index) else { return false }
    output.append(positioned(.motion, time: time, slot: Int32(index), seatSlot: seatSlot, x, y))
    return true
  }

  /// `fallback_filter_defuzz_touch`: moves the slot's point and centre; returns whether
  /// the point stayed inside the margin.
  private mutating func isHeldByHysteresis(_ index: Int) -> Bool {
    guard let hysteresis else { return false }
    let point = hysteresis.center(
      for: (slots[index].x, slots[index].y), current: slots[index].center)
    (slots[index].x, slots[index].y) = point
    if point == slots[index].center { return true }
    slots[index].center = point
    return false
  }

  private mutating func end(
    _ index: Int, as kind: LibinputTouchEvent.Kind, time: UInt64,
    into output: inout [LibinputTouchEvent]
  ) -> Bool {
    let seatSlot = slots[index].seatSlot
    slots[index].seatSlot = -1
    guard seatSlot != -1 else { return false }
    seatSlots.release(seatSlot)
    output.append(
      LibinputTouchEvent(kind: kind, time: time, slot: Int32(index), seatSlot: seatSlot))
    return true
  }

  /// A down or motion at a device position, calibrated (`evdev_transform_absolute`).
  private func positioned(
    _ kind: LibinputTouchEvent.Kind, time: UInt64, slot: Int32, seatSlot: Int32, _ x: Int32,
    _ y: Int32
  ) -> LibinputTouchEvent {
    let point = calibration?.apply(x: x, y: y) ?? (x: x, y: y)
    return LibinputTouchEvent(
      kind: kind, time: time, slot: slot, seatSlot: seatSlot, x: point.x, y: point.y)
  }
}
