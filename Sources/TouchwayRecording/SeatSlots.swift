/// The seat's touch slots (`libinput_seat.slot_map`): every touch down takes the lowest
/// free one, and there are 32. A touch that finds none is not reported at all.
struct SeatSlots {
  private var used: UInt32 = 0

  /// Takes the lowest free slot; `nil` when all 32 are taken.
  mutating func take() -> Int32? {
    guard used != .max else { return nil }
    let slot = (~used).trailingZeroBitCount
    used |= 1 << UInt32(slot)
    return Int32(slot)
  }

  /// Frees a slot.
  mutating func release(_ slot: Int32) {
    used &= ~(1 << UInt32(slot))
  }
}
