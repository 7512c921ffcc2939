/// A read position in one line of bytes, with the few steps the event scanner needs.
struct ByteCursor {
  let bytes: UnsafeRawBufferPointer
  var position = 0

  init(_ bytes: UnsafeRawBufferPointer) {
    self.bytes = bytes
  }

  var isAtEnd: Bool { position >= bytes.count }

  /// The byte at the position, or 0 at the end.
  var current: UInt8 { position < bytes.count ? bytes[position] : 0 }

  /// Skips spaces and tabs; returns how many.
  @discardableResult
  mutating func skipBlanks() -> Int {
    let before = position
    while position < bytes.count, bytes[position] == 0x20 || bytes[position] == 0x09 {
      position += 1
    }
    return position - before
  }

  /// Consumes the byte if it is next.
  mutating func consume(_ byte: UInt8) -> Bool {
    guard current == byte, !isAtEnd else { return false }
    position += 1
    return true
  }

  /// Consumes the ASCII text if it comes next.
  mutating func consume(_ text: StaticString) -> Bool {
    let count = text.utf8CodeUnitCount
    guard bytes.count - position >= count else { return false }
    for index in 0..<count where bytes[position + index] != text.utf8Start[index] {
      return false
    }
    position += count
    return true
  }

  /// Whether only blanks and an optional `# comment` remain.
  func restIsBlankOrComment() -> Bool {
    var cursor = self
    cursor.skipBlanks()
    return cursor.isAtEnd || cursor.current == UInt8(ascii: "#")
  }

  /// Reads an optionally signed decimal integer; `nil` if there is none or it overflows.
  mutating func integer() -> Int64? {
    let negative = consume(UInt8(ascii: "-"))
    if !negative { _ = consume(UInt8(ascii: "+")) }
    var value: Int64 = 0
    let firstDigit = position
    while position < bytes.count, case let digit = bytes[position] &- 0x30, digit < 10 {
      let (times10, overflow1) = value.multipliedReportingOverflow(by: 10)
      let (sum, overflow2) = times10.addingReportingOverflow(Int64(digit))
      guard !overflow1, !overflow2 else { return nil }
      value = sum
      position += 1
    }
    guard position > firstDigit else { return nil }
    return negative ? -value : value
  }

  /// The bytes from the position to the end, as text (for messages and rare entries).
  func restAsText() -> String {
    String(decoding: UnsafeRawBufferPointer(rebasing: bytes[position...]), as: UTF8.self)
  }
}
