/// What libevdev knows about a device: the announced codes, the current key and axis
/// values, and the values of every multitouch slot.
///
/// ``TouchDecoder`` keeps two: libevdev's own view, which libinput reads through, and the
/// kernel's, which libevdev compares against after a `SYN_DROPPED` (`EvdevState+Sync`).
/// The rules follow libevdev 1.13 (`sanitize_event`, `update_state`).
struct EvdevState {
  /// Per-slot axes, `ABS_MT_SLOT` through `ABS_MT_TOOL_Y`, as libevdev stores them.
  static let slotAxisCount = Int(LinuxInput.ABS_MT_MAX - LinuxInput.ABS_MT_MIN) + 1

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
    absoluteValues = Array(repeating: 0, count: LinuxInput.ABS_CNT)
    slotValues = Array(repeating: 0, count: (slotCount ?? 0) * Self.slotAxisCount)
    keys = Array(repeating: 0, count: Int(LinuxInput.KEY_MAX) / 64 + 1)
    for slot in 0..<(slotCount ?? 0) {
      setSlotValue(-1, slot: slot, code: LinuxInput.ABS_MT_TRACKING_ID)
    }
  }

  /// Applies libevdev's filter to an event about to be read: drops codes the device does
  /// not announce, caps slot numbers to the last slot, and (outside a sync) drops a
  /// tracking id that does not go from -1 to a touch or back. Returns whether to keep it.
  func sanitize(_ event: inout EvdevEvent, syncing: Bool) -> Bool {
    guard codes.contains(type: event.type, code: event.code) else { return false }
    guard event.type == LinuxInput.EV_ABS, let slotCount else { return true }
    if event.code == LinuxInput.ABS_MT_SLOT {
      if event.value < 0 || Int(event.value) >= slotCount { event.value = Int32(slotCount - 1) }
      return true
    }
    if event.code == LinuxInput.ABS_MT_TRACKING_ID, !syncing {
      let wasTouching = slotValue(slot: currentSlot, code: LinuxInput.ABS_MT_TRACKING_ID) != -1
      return wasTouching != (event.value != -1)
    }
    return true
  }

  /// Records an event's value (`update_state`).
  mutating func update(with event: EvdevEvent) {
    switch event.type {
    case LinuxInput.EV_KEY where event.code <= LinuxInput.KEY_MAX:
      setKey(event.code, down: event.value != 0)
    case LinuxInput.EV_ABS where event.code <= LinuxInput.ABS_MAX:
      if (LinuxInput.ABS_MT_MIN...LinuxInput.ABS_MT_MAX).contains(event.code) {
        updateSlot(with: event)
      }
      absoluteValues[Int(event.code)] = event.value
    default:
      break
    }
  }

  private mutating func updateSlot(with event: EvdevEvent) {
    if event.code == LinuxInput.ABS_MT_SLOT, slotCount != nil {
      currentSlot = Int(event.value)
      for code in (LinuxInput.ABS_MT_SLOT + 1)...LinuxInput.ABS_MT_MAX
      where codes.contains(type: LinuxInput.EV_ABS, code: code) {
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
    return slotValues[slot * Self.slotAxisCount + Int(code - LinuxInput.ABS_MT_MIN)]
  }

  mutating func setSlotValue(_ value: Int32, slot: Int, code: UInt16) {
    slotValues[slot * Self.slotAxisCount + Int(code - LinuxInput.ABS_MT_MIN)] = value
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
