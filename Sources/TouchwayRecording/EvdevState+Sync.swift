/// Resynchronisation after a `SYN_DROPPED`, as libevdev 1.13's `sync_state` does it: the
/// events it reports so that its view (and its reader's) matches the kernel's again.
///
/// A recording cannot say which events the kernel still held when the reader woke up, so
/// the decoder treats the events after `SYN_DROPPED` up to the next `SYN_REPORT` as the
/// ones libevdev drains, and the state after that `SYN_REPORT` as the kernel's state.
extension EvdevState {
  /// How a slot's touch changed across the gap (libevdev's `slot_change_state`).
  private enum SlotChange {
    case off, started, stopped, ongoing, changed
  }

  /// Brings this state to `kernel`'s and appends the events libevdev would report, all at
  /// `time` (the time of the `SYN_DROPPED`). `kernelCodes` are the codes the kernel
  /// itself announces: an axis only libinput enabled cannot be queried.
  mutating func synchronize(
    to kernel: EvdevState, kernelCodes: EventCodes, time: UInt64,
    into queue: inout [EvdevEvent]
  ) {
    func push(_ type: UInt16, _ code: UInt16, _ value: Int32) {
      queue.append(EvdevEvent(time: time, type: type, code: code, value: value))
    }
    let start = queue.count
    var lastReportedSlot = 0
    var changes: [(SlotChange, axes: UInt64)] = []
    let wantsSlotSync =
      slotCount != nil && codes.contains(type: EventType.absolute, code: AxisCode.slot)
    if wantsSlotSync {
      changes = takeSlotValues(from: kernel)
      terminateSlots(changes, lastReportedSlot: &lastReportedSlot, push: push)
    }
    if codes.contains(type: EventType.key) {
      for code in 0...KeyCode.maximum where isKeyDown(code) != kernel.isKeyDown(code) {
        setKey(code, down: kernel.isKeyDown(code))
        push(EventType.key, code, kernel.isKeyDown(code) ? 1 : 0)
      }
    }
    var axesSynced = true
    if codes.contains(type: EventType.absolute) {
      axesSynced = takeAxisValues(from: kernel, kernelCodes: kernelCodes, push: push)
    }
    if wantsSlotSync && axesSynced {
      pushSlotValues(changes, lastReportedSlot: lastReportedSlot, kernel: kernel, push: push)
    }
    if queue.count > start { push(EventType.sync, SyncCode.report, 0) }
  }

  /// Copies the kernel's slot values and notes what changed (`sync_mt_state`).
  private mutating func takeSlotValues(from kernel: EvdevState) -> [(SlotChange, axes: UInt64)] {
    let slots = min(256, slotCount ?? 0)
    var changes = Array(repeating: (SlotChange.off, axes: UInt64(0)), count: slots)
    for code in (AxisCode.slot + 1)...AxisCode.mtToolY
    where codes.contains(type: EventType.absolute, code: code) {
      for slot in 0..<slots {
        let before = slotValue(slot: slot, code: code)
        let after = kernel.slotValue(slot: slot, code: code)
        if code == AxisCode.mtTrackingID {
          changes[slot].0 = Self.change(from: before, to: after)
        }
        guard before != after else { continue }
        setSlotValue(after, slot: slot, code: code)
        changes[slot].axes |= 1 << UInt64(code - AxisCode.slot) | 1
      }
    }
    return changes
  }

  private static func change(from before: Int32, to after: Int32) -> SlotChange {
    switch (before == -1, after == -1) {
    case (true, false): return .started
    case (false, true): return .stopped
    case (false, false): return before == after ? .ongoing : .changed
    case (true, true): return .off
    }
  }

  /// Ends the touches that stopped or changed in a frame of their own
  /// (`terminate_slots`), with the `BTN_TOOL_*` finger count libevdev emulates.
  private mutating func terminateSlots(
    _ changes: [(SlotChange, axes: UInt64)], lastReportedSlot: inout Int,
    push: (UInt16, UInt16, Int32) -> Void
  ) {
    let fingerKeys = [
      KeyCode.toolFinger, KeyCode.toolDoubleTap, KeyCode.toolTripleTap,
      KeyCode.toolQuadTap, KeyCode.toolQuintTap,
    ]
    var stopped = false
    var touchesBefore = 0
    var touchesAfter = 0
    for (slot, change) in changes.enumerated() {
      switch change.0 {
      case .changed, .stopped:
        push(EventType.absolute, AxisCode.slot, Int32(slot))
        push(EventType.absolute, AxisCode.mtTrackingID, -1)
        lastReportedSlot = slot
        stopped = true
        touchesBefore += 1
      case .ongoing:
        touchesBefore += 1
        touchesAfter += 1
      case .off, .started:
        break
      }
    }
    guard stopped else { return }
    if (1...5).contains(touchesBefore) {
      setKey(fingerKeys[touchesBefore - 1], down: false)
      push(EventType.key, fingerKeys[touchesBefore - 1], 0)
    }
    if (1...5).contains(touchesAfter) {
      setKey(fingerKeys[touchesAfter - 1], down: true)
      push(EventType.key, fingerKeys[touchesAfter - 1], 1)
    }
    push(EventType.sync, SyncCode.report, 0)
  }

  /// Copies the kernel's non-slot axes (`sync_abs_state`); fails, as the ioctl would, at
  /// an axis the kernel does not have.
  private mutating func takeAxisValues(
    from kernel: EvdevState, kernelCodes: EventCodes, push: (UInt16, UInt16, Int32) -> Void
  ) -> Bool {
    for code in 0...AxisCode.maximum
    where !AxisCode.slotAxes.contains(code)
      && codes.contains(type: EventType.absolute, code: code)
    {
      guard kernelCodes.contains(type: EventType.absolute, code: code) else { return false }
      let value = kernel.absoluteValue(code)
      if absoluteValue(code) != value {
        push(EventType.absolute, code, value)
        setAbsoluteValue(value, code: code)
      }
    }
    return true
  }

  /// Reports the changed slots' new values and returns to the kernel's current slot
  /// (`push_mt_sync_events`).
  private mutating func pushSlotValues(
    _ changes: [(SlotChange, axes: UInt64)], lastReportedSlot: Int, kernel: EvdevState,
    push: (UInt16, UInt16, Int32) -> Void
  ) {
    var lastReportedSlot = lastReportedSlot
    for (slot, change) in changes.enumerated() where change.0 != .stopped && change.axes & 1 != 0 {
      push(EventType.absolute, AxisCode.slot, Int32(slot))
      lastReportedSlot = slot
      for code in (AxisCode.slot + 1)...AxisCode.mtToolY
      where codes.contains(type: EventType.absolute, code: code)
        && change.axes & (1 << UInt64(code - AxisCode.slot)) != 0
      {
        push(EventType.absolute, code, slotValue(slot: slot, code: code))
      }
    }
    let kernelSlot = Int(kernel.absoluteValue(AxisCode.slot))
    moveToSlot(kernelSlot)
    if kernelSlot != lastReportedSlot {
      push(EventType.absolute, AxisCode.slot, Int32(kernelSlot))
    }
  }
}
