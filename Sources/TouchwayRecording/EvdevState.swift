/// What libevdev knows about a device: the announced codes, the current key and axis
/// values, and the values of every multitouch slot.
///
/// ``TouchDecoder`` keeps two: libevdev's own view, which libinput reads through, and the
/// kernel's, which libevdev compares against after a `SYN_DROPPED` (`EvdevState+Sync`).
/// The rules follow libevdev 1.13 (`sanitize_event`, `update_state`).
struct EvdevState {
  /// Per-slot axes, `ABS_MT_SLOT` through `ABS_MT_TOOL_Y`, as libevdev stores them.
  static let slotAxisCount = Int(AxisCode.mtToolY - AxisCode.slot) + 1

  /// The codes libevdev lets through.
  let codes: EventCodes
  /// The number of slots (`libevdev_get_num_slots`); `nil` for a device without slots.
  let slotCount: Int?
  /// The slot the next per-slot axis belongs to; -1 for a device without slots.
  private(set) var currentSlot: Int
  private var absoluteValues: [Int32]
  private var slotValues: [Int32]
  private var keys: [UInt64]

  /// A device at rest: axes at 0, no key down, no touch in any slot.
  init(codes: EventCodes, slotCount: Int?) {
    self.codes = codes
    self.slotCount = slotCount
    currentSlot = slotCount == nil ? -1 : 0
    absoluteValues = Array(repeating: 0, count: AxisCode.count)
    slotValues = Array(repeating: 0, count: (slotCount ?? 0) * Self.slotAxisCount)
    keys = Array(repeating: 0, count: Int(KeyCode.maximum) / 64 + 1)
    for slot in 0..<(slotCount ?? 0) {
      setSlotValue(-1, slot: slot, code: AxisCode.mtTrackingID)
    }
  }

  /// Applies libevdev's filter to an event about to be read: drops codes the device does
  /// not announce, caps slot numbers to the last slot, and (outside a sync) drops a
  /// tracking id that does not go from -1 to a touch or back. Returns whether to keep it.
  func sanitize(_ event: inout EvdevEvent, syncing: Bool) -> Bool {
    guard codes.contains(type: event.type, code: event.code) else { return false }
    guard event.type == EventType.absolute, let slotCount else { return true }
    if event.code == AxisCode.slot {
      if event.value < 0 || Int(event.value) >= slotCount { event.value = Int32(slotCount - 1) }
      return true
    }
    if event.code == AxisCode.mtTrackingID, !syncing {
      let wasTouching = slotValue(slot: currentSlot, code: AxisCode.mtTrackingID) != -1
      return wasTouching != (event.value != -1)
    }
    return true
  }

  /// libevdev's read of one event: filtered (`sanitize`), then recorded; `nil` when
  /// dropped. A `SYN_DROPPED` comes back as the `SYN_REPORT` with which libinput ends the
  /// frame in progress, and `isDropped` set.
  mutating func read(_ event: EvdevEvent) -> (event: EvdevEvent, isDropped: Bool)? {
    var event = event
    guard sanitize(&event, syncing: false) else { return nil }
    update(with: event)
    guard event.type == EventType.sync && event.code == SyncCode.dropped else {
      return (event, false)
    }
    event.code = SyncCode.report
    return (event, true)
  }

  /// Records an event's value (`update_state`).
  mutating func update(with event: EvdevEvent) {
    switch event.type {
    case EventType.key where event.code <= KeyCode.maximum:
      setKey(event.code, down: event.value != 0)
    case EventType.absolute where event.code <= AxisCode.maximum:
      if AxisCode.slotAxes.contains(event.code) {
        updateSlot(with: event)
      }
      absoluteValues[Int(event.code)] = event.value
    default:
      break
    }
  }

  private mutating func updateSlot(with event: EvdevEvent) {
    if event.code == AxisCode.slot, slotCount != nil {
      currentSlot = Int(event.value)
      for code in (AxisCode.slot + 1)...AxisCode.mtToolY
      where codes.contains(type: EventType.absolute, code: code) {
        absoluteValues[Int(code)] = slotValue(slot: currentSlot, code: code)
      }
    } else if currentSlot >= 0 {
      setSlotValue(event.value, slot: currentSlot, code: event.code)
    }
  }

  /// Makes `slot` the current slot without touching the axis values, as libevdev does at
  /// the end of a sync.
  mutating func moveToSlot(_ slot: Int) {
    currentSlot = slot
  }

  /// The value of a per-slot axis (`libevdev_get_slot_value`); 0 without slots.
  func slotValue(slot: Int, code: UInt16) -> Int32 {
    guard let slotCount, slot >= 0, slot < slotCount else { return 0 }
    return slotValues[slot * Self.slotAxisCount + Int(code - AxisCode.slot)]
  }

  mutating func setSlotValue(_ value: Int32, slot: Int, code: UInt16) {
    slotValues[slot * Self.slotAxisCount + Int(code - AxisCode.slot)] = value
  }

  /// The value of an axis (`libevdev_get_event_value`).
  func absoluteValue(_ code: UInt16) -> Int32 { absoluteValues[Int(code)] }

  mutating func setAbsoluteValue(_ value: Int32, code: UInt16) {
    absoluteValues[Int(code)] = value
  }

  /// Whether a key or button is down.
  func isKeyDown(_ code: UInt16) -> Bool {
    keys[Int(code) / 64] & (1 << UInt64(code % 64)) != 0
  }

  mutating func setKey(_ code: UInt16, down: Bool) {
    if down {
      keys[Int(code) / 64] |= 1 << UInt64(code % 64)
    } else {
      keys[Int(code) / 64] &= ~(1 << UInt64(code % 64))
    }
  }
}
