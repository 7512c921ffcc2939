/// The event types and codes a device announces (its `EVIOCGBIT` bits).
public struct EventCodes: Hashable, Sendable {
  /// One bit per code, per type; an empty array for a type the device does not have.
  private var bits: [[UInt64]]

  /// A set with no types.
  public init() {
    bits = Array(repeating: [], count: Int(EventType.maximum) + 1)
  }

  /// Whether the device announces the type; `EV_SYN` always counts as announced, as
  /// libevdev treats it.
  public func contains(type: UInt16) -> Bool {
    type == EventType.sync || (Int(type) < bits.count && !bits[Int(type)].isEmpty)
  }

  /// Whether the device announces the code; every `EV_SYN` code counts as announced.
  public func contains(type: UInt16, code: UInt16) -> Bool {
    guard contains(type: type) else { return false }
    if type == EventType.sync { return true }
    let words = bits[Int(type)]
    let word = Int(code) / 64
    return word < words.count && words[word] & (1 << UInt64(code % 64)) != 0
  }

  /// The announced types, in increasing order.
  public var types: [UInt16] {
    (0...EventType.maximum).filter { contains(type: $0) }
  }

  /// The announced codes of a type, in increasing order (none for `EV_SYN`, whose codes
  /// are implied).
  public func codes(ofType type: UInt16) -> [UInt16] {
    guard contains(type: type), type != EventType.sync else { return [] }
    let maximum = EventType.maximumCode[Int(type)] ?? 0
    return (0...maximum).filter { contains(type: type, code: $0) }
  }

  /// Announces a type, with no codes yet.
  public mutating func insert(type: UInt16) {
    precondition(type <= EventType.maximum, "event type \(type) is out of range")
    guard bits[Int(type)].isEmpty else { return }
    let maximum = Int(EventType.maximumCode[Int(type)] ?? 0)
    bits[Int(type)] = Array(repeating: 0, count: maximum / 64 + 1)
  }

  /// Announces a code, and its type. The code must be within the type's range.
  public mutating func insert(type: UInt16, code: UInt16) {
    insert(type: type)
    precondition(Self.isValid(type: type, code: code), "code \(code) is out of range")
    bits[Int(type)][Int(code) / 64] |= 1 << UInt64(code % 64)
  }

  /// Withdraws a code, as libinput does when it disables an axis.
  public mutating func remove(type: UInt16, code: UInt16) {
    guard contains(type: type, code: code), type != EventType.sync else { return }
    bits[Int(type)][Int(code) / 64] &= ~(1 << UInt64(code % 64))
  }

  /// Whether the kernel defines the type and the code lies within its range.
  public static func isValid(type: UInt16, code: UInt16) -> Bool {
    guard type <= EventType.maximum, let maximum = EventType.maximumCode[Int(type)] else {
      return false
    }
    return code <= maximum
  }
}
