/// Turns multitouch protocol A (anonymous contacts separated by `SYN_MT_REPORT`) into
/// protocol B slots, the way mtdev 1.1 does it for libinput.
///
/// At each `SYN_REPORT` the packet's contacts are matched to the previous ones: by the
/// device's own tracking ids when it sends them, otherwise by least total squared distance
/// (``ContactMatcher``), new contacts getting fresh ids. Matched contacts are smoothed with
/// mtdev's fuzz filter; each contact keeps a slot (the lowest that was free before the
/// packet) for as long as it lasts. The output is the slot events that changed, followed by
/// the `SYN_REPORT` when there are any, exactly as `mtdev_put_event` queues them.
struct MtdevConverter {
  /// mtdev's per-contact axes: `ABS_MT_TOUCH_MAJOR` (0x30) through `ABS_MT_DISTANCE` (0x3b).
  static let axisCount = 12
  private static let maximumContacts = 32
  private static let positionX = Int(AxisCode.mtPositionX - AxisCode.mtTouchMajor)
  private static let positionY = Int(AxisCode.mtPositionY - AxisCode.mtTouchMajor)
  private static let trackingID = Int(AxisCode.mtTrackingID - AxisCode.mtTouchMajor)
  private static let touchMajor = 0

  /// Which axes the device has, and mtdev's fuzz for each.
  private let hasAxis: [Bool]
  private let fuzz: [Int32]
  /// Events waiting for the packet's `SYN_REPORT`.
  private var input: [EvdevEvent] = []
  /// The packet's contacts (`axisCount` values each) and which axes each one set.
  private var contacts = [Int32](repeating: 0, count: maximumContacts * axisCount)
  private var contactAxes = [UInt32](repeating: 0, count: maximumContacts)
  /// The slots' values as last reported.
  private var slots = [Int32](repeating: 0, count: maximumContacts * axisCount)
  private var usedSlots: UInt32 = 0
  private var currentSlot: Int32 = 0
  private var lastTrackingID: UInt32 = 0
  private var matcher = ContactMatcher()
  private var costs: [Int32] = []
  private var oldIDs: [Int32] = []
  private var matches = [Int](repeating: -1, count: maximumContacts)

  /// Configures the conversion for a device with the given axes, as `mtdev_configure`
  /// reads them from the kernel.
  init(axes: [UInt16: AbsoluteAxisInfo]) {
    var hasAxis = [Bool](repeating: false, count: Self.axisCount)
    var fuzz = [Int32](repeating: 0, count: Self.axisCount)
    for index in 0..<Self.axisCount {
      guard let axis = axes[AxisCode.mtTouchMajor + UInt16(index)] else { continue }
      hasAxis[index] = true
      fuzz[index] = axis.fuzz == 0 ? Self.defaultFuzz(axis, index: index) : axis.fuzz
    }
    self.hasAxis = hasAxis
    self.fuzz = fuzz
    for slot in 0..<Self.maximumContacts {
      slots[slot * Self.axisCount + Self.trackingID] = -1
    }
    input.reserveCapacity(256)
    costs.reserveCapacity(Self.maximumContacts * Self.maximumContacts)
  }

  /// mtdev's guess at the noise of an axis without a kernel fuzz (`default_fuzz`).
  private static func defaultFuzz(_ axis: AbsoluteAxisInfo, index: Int) -> Int32 {
    let range = axis.maximum &- axis.minimum
    switch index {
    case positionX, positionY: return range / 250
    case 0...3: return range / 100  // touch and width, major and minor
    case 4: return range / 10  // orientation
    default: return 0
    }
  }

  /// Takes one event; at a `SYN_REPORT`, appends the converted packet to `output`.
  mutating func put(_ event: EvdevEvent, into output: inout [EvdevEvent]) {
    guard event.isSynReport else {
      input.append(event)
      return
    }
    let start = output.count
    convertPacket(endingAt: event, into: &output)
    if output.count != start { output.append(event) }
  }

  private mutating func convertPacket(endingAt syn: EvdevEvent, into output: inout [EvdevEvent]) {
    guard let count = collectContacts(into: &output) else { return }
    if !hasAxis[Self.trackingID] {
      assignTrackingIDs(count: count)
    }
    applyContacts(count: count, at: syn, into: &output)
  }

  /// Splits the packet into contacts and passes the other events on (`process_typeA`);
  /// `nil` when the packet has nothing to do with multitouch.
  private mutating func collectContacts(into output: inout [EvdevEvent]) -> Int? {
    var touchEvents = 0
    var count = 0
    contactAxes[0] = 0
    for event in input {
      var consumed = false
      if event.type == EventType.sync && event.code == SyncCode.contactReport {
        if count < Self.maximumContacts && isFilled(contactAxes[count]) { count += 1 }
        if count < Self.maximumContacts { contactAxes[count] = 0 }
        touchEvents += 1
        consumed = true
      } else if event.type == EventType.key && event.code == KeyCode.touch {
        touchEvents += 1
      } else if event.type == EventType.absolute, count < Self.maximumContacts,
        let axis = Self.axisIndex(event.code)
      {
        contacts[count * Self.axisCount + axis] = event.value
        contactAxes[count] |= 1 << UInt32(axis)
        touchEvents += 1
        consumed = true
      }
      if !consumed { output.append(event) }
    }
    input.removeAll(keepingCapacity: true)
    return touchEvents > 0 ? count : nil
  }

  private static func axisIndex(_ code: UInt16) -> Int? {
    guard code >= AxisCode.mtTouchMajor, code <= AxisCode.mtDistance else {
      return nil
    }
    return Int(code - AxisCode.mtTouchMajor)
  }

  private func isFilled(_ axes: UInt32) -> Bool {
    axes & (1 << UInt32(Self.positionX)) != 0 && axes & (1 << UInt32(Self.positionY)) != 0
  }

  private func contactValue(_ index: Int, _ axis: Int) -> Int32 {
    contacts[index * Self.axisCount + axis]
  }

  private func slotValue(_ index: Int, _ axis: Int) -> Int32 {
    slots[index * Self.axisCount + axis]
  }

  /// Gives each touching contact the id of the nearest previous contact, or a new one
  /// (`assign_tracking_id`, `solve`).
  private mutating func assignTrackingIDs(count: Int) {
    oldIDs.removeAll(keepingCapacity: true)
    costs.removeAll(keepingCapacity: true)
    for old in Self.bits(usedSlots) {
      oldIDs.append(slotValue(old, Self.trackingID))
      for new in 0..<count {
        costs.append(
          Self.squaredDistance(
            contactValue(new, Self.positionX) &- slotValue(old, Self.positionX),
            contactValue(new, Self.positionY) &- slotValue(old, Self.positionY)))
      }
    }
    matcher.match(cost: costs, rows: count, columns: oldIDs.count, assignment: &matches)
    for new in 0..<count {
      var id: Int32 = -1
      if contactValue(new, Self.touchMajor) != 0 || !hasAxis[Self.touchMajor] {
        id = matches[new] >= 0 ? oldIDs[matches[new]] : -1
        if id == -1 {
          id = Int32(lastTrackingID & 0xffff)
          lastTrackingID &+= 1
        }
      }
      contacts[new * Self.axisCount + Self.trackingID] = id
      contactAxes[new] |= 1 << UInt32(Self.trackingID)
    }
  }

  /// mtdev's `dist2`: coordinates are assumed to fit in 15 bits.
  private static func squaredDistance(_ dx: Int32, _ dy: Int32) -> Int32 {
    let x = max(-32767, min(32767, dx))
    let y = max(-32767, min(32767, dy))
    return x * x + y * y
  }

  /// Moves the contacts into slots and reports what changed (`apply_typeA_changes`).
  private mutating func applyContacts(
    count: Int, at syn: EvdevEvent, into output: inout [EvdevEvent]
  ) {
    var unused = ~usedSlots
    var used: UInt32 = 0
    for index in 0..<count {
      let id = contactValue(index, Self.trackingID)
      if let slot = Self.bits(usedSlots).first(where: { slotValue($0, Self.trackingID) == id }) {
        smoothContact(index, toward: slot)
        pushChanges(ofContact: index, slot: slot, at: syn, into: &output)
        used |= 1 << UInt32(slot)
      } else if id != -1, unused != 0 {
        let slot = unused.trailingZeroBitCount
        pushChanges(ofContact: index, slot: slot, at: syn, into: &output)
        used |= 1 << UInt32(slot)
        unused &= ~(1 << UInt32(slot))
      }
    }
    for slot in Self.bits(usedSlots & ~used) {
      endTouch(inSlot: slot, at: syn, into: &output)
    }
    usedSlots = used
  }

  /// mtdev's fuzz filter for a contact that continues a slot (`filter_data`, `defuzz`).
  private mutating func smoothContact(_ index: Int, toward slot: Int) {
    for axis in Self.bits(contactAxes[index]) {
      let old = slotValue(slot, axis)
      let value = contactValue(index, axis)
      contacts[index * Self.axisCount + axis] = Self.defuzz(value, old: old, fuzz: fuzz[axis])
    }
  }

  private static func defuzz(_ value: Int32, old: Int32, fuzz: Int32) -> Int32 {
    guard fuzz != 0 else { return value }
    // Wide arithmetic: a hostile recording must not overflow.
    let (value, old, fuzz) = (Int64(value), Int64(old), Int64(fuzz))
    if value > old - fuzz / 2 && value < old + fuzz / 2 { return Int32(old) }
    if value > old - fuzz && value < old + fuzz { return Int32((old * 3 + value) / 4) }
    if value > old - fuzz * 2 && value < old + fuzz * 2 { return Int32((old + value) / 2) }
    return Int32(value)
  }

  /// Reports a contact's changed axes in its slot (`push_slot_changes`).
  private mutating func pushChanges(
    ofContact index: Int, slot: Int, at syn: EvdevEvent, into output: inout [EvdevEvent]
  ) {
    let axes = contactAxes[index]
    guard Self.bits(axes).contains(where: { slotValue(slot, $0) != contactValue(index, $0) }) else {
      return
    }
    selectSlot(slot, at: syn, into: &output)
    for axis in Self.bits(axes) where slotValue(slot, axis) != contactValue(index, axis) {
      let value = contactValue(index, axis)
      output.append(event(axis: axis, value: value, at: syn))
      slots[slot * Self.axisCount + axis] = value
    }
  }

  /// Reports the end of the touch in a slot whose contact is gone.
  private mutating func endTouch(
    inSlot slot: Int, at syn: EvdevEvent, into output: inout [EvdevEvent]
  ) {
    guard slotValue(slot, Self.trackingID) != -1 else { return }
    selectSlot(slot, at: syn, into: &output)
    output.append(event(axis: Self.trackingID, value: -1, at: syn))
    slots[slot * Self.axisCount + Self.trackingID] = -1
  }

  private mutating func selectSlot(_ slot: Int, at syn: EvdevEvent, into output: inout [EvdevEvent])
  {
    guard currentSlot != Int32(slot) else { return }
    output.append(
      EvdevEvent(
        time: syn.time, type: EventType.absolute, code: AxisCode.slot, value: Int32(slot)))
    currentSlot = Int32(slot)
  }

  private func event(axis: Int, value: Int32, at syn: EvdevEvent) -> EvdevEvent {
    EvdevEvent(
      time: syn.time, type: EventType.absolute, code: AxisCode.mtTouchMajor + UInt16(axis),
      value: value)
  }

  /// The indices of the set bits, lowest first.
  private static func bits(_ mask: UInt32) -> BitIndices { BitIndices(mask: mask) }
}

/// The indices of a mask's set bits, lowest first, without allocating.
struct BitIndices: Sequence, IteratorProtocol {
  var mask: UInt32

  mutating func next() -> Int? {
    guard mask != 0 else { return nil }
    let index = mask.trailingZeroBitCount
    mask &= mask - 1
    return index
  }
}
