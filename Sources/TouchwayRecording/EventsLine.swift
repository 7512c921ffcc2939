/// One line of a device's `events:` list, classified by a hand-written scanner: the list
/// is far too long for a YAML parser, and every line has one of a few fixed shapes.
///
///     events:
///     - evdev:
///       - [  0,  54564,   3,  47,       1] # EV_ABS / ABS_MT_SLOT  1
///       - [  0,  54564,   0,   0,       0] # ------------ SYN_REPORT (0) ------
///       libinput:
///       - {time: 0.054564, type: TOUCH_DOWN, slot: 1, seat_slot: 1, ...}
enum EventsLine {
  /// Which kind of entry the lines after a key belong to.
  enum Block {
    case evdev
    case libinput
    /// Entries the reader skips, such as `hid:`.
    case other
  }

  /// Empty, or only a comment.
  case blank
  /// Less indented than `events:` (or as indented but not a list item): the section ends.
  /// `isListItem` tells whether the line starts with `- `, as the next device does.
  case outdented(isListItem: Bool)
  /// `evdev:`, `libinput:` or another key, with or without the `- ` of a new entry.
  case key(Block)
  /// `- [sec, usec, type, code, value]`.
  case evdevEvent(EvdevEvent)
  /// `- {...}`, the text from the brace on.
  case flowMapping(String)
  /// Anything else that is indented inside an entry.
  case other

  /// Classifies a line of the section whose `events:` key is indented by `keyIndent`.
  static func classify(_ line: LineScanner.Line, keyIndent: Int, path: String)
    throws(RecordingError) -> EventsLine
  {
    var cursor = ByteCursor(line.bytes)
    let indent = cursor.skipBlanks()
    if cursor.isAtEnd || cursor.current == UInt8(ascii: "#") { return .blank }
    let isListItem =
      cursor.consume(UInt8(ascii: "-")) && (cursor.isAtEnd || cursor.skipBlanks() > 0)
    if !isListItem { cursor.position = indent }
    if indent < keyIndent || (indent == keyIndent && !isListItem) {
      return .outdented(isListItem: isListItem)
    }
    switch cursor.current {
    case UInt8(ascii: "["):
      return .evdevEvent(try event(&cursor, line: line, path: path))
    case UInt8(ascii: "{"):
      return .flowMapping(cursor.restAsText())
    default:
      return key(&cursor) ?? .other
    }
  }

  private static func key(_ cursor: inout ByteCursor) -> EventsLine? {
    let block: Block
    if cursor.consume("evdev:") {
      block = .evdev
    } else if cursor.consume("libinput:") {
      block = .libinput
    } else {
      while !cursor.isAtEnd, cursor.current != UInt8(ascii: ":"), cursor.current != 0x20 {
        cursor.position += 1
      }
      guard cursor.consume(UInt8(ascii: ":")) else { return nil }
      block = .other
    }
    return cursor.restIsBlankOrComment() ? .key(block) : nil
  }

  /// Parses `[sec, usec, type, code, value]` at the cursor.
  private static func event(_ cursor: inout ByteCursor, line: LineScanner.Line, path: String)
    throws(RecordingError) -> EvdevEvent
  {
    func failure(_ kind: RecordingError.Kind, _ message: String) -> RecordingError {
      RecordingError(kind, path: path, line: line.number, message)
    }
    var fields: (Int64, Int64, Int64, Int64, Int64) = (0, 0, 0, 0, 0)
    let complete = withUnsafeMutableBytes(of: &fields) { raw in
      let numbers = raw.bindMemory(to: Int64.self)
      return numbersInBrackets(&cursor, into: numbers)
    }
    guard complete else {
      throw line.isTerminated
        ? failure(.malformed, "expected an evdev event `[sec, usec, type, code, value]`")
        : failure(.truncated, "the file ends in the middle of an evdev event")
    }
    let (seconds, microseconds, type, code, value) = fields
    guard seconds >= 0, seconds < 1 << 40, (0..<1_000_000).contains(microseconds) else {
      throw failure(.malformed, "event time \(seconds).\(microseconds) is not [sec, usec]")
    }
    guard (0...Int64(EventType.maximum)).contains(type),
      let maximum = EventType.maximumCode[Int(type)]
    else {
      throw failure(.codeOutOfRange, "event type \(type) does not exist")
    }
    guard (0...Int64(maximum)).contains(code) else {
      throw failure(
        .codeOutOfRange, "event code \(code) is out of range for type \(type) (max \(maximum))")
    }
    guard let value32 = Int32(exactly: value) else {
      throw failure(.malformed, "event value \(value) does not fit in 32 bits")
    }
    return EvdevEvent(
      time: UInt64(seconds) * 1_000_000 + UInt64(microseconds), type: UInt16(type),
      code: UInt16(code), value: value32)
  }

  /// Reads `[n, n, n, n, n]` followed by nothing but a comment.
  private static func numbersInBrackets(
    _ cursor: inout ByteCursor, into numbers: UnsafeMutableBufferPointer<Int64>
  ) -> Bool {
    guard cursor.consume(UInt8(ascii: "[")) else { return false }
    for index in numbers.indices {
      cursor.skipBlanks()
      guard let number = cursor.integer() else { return false }
      numbers[index] = number
      cursor.skipBlanks()
      let separator = index == numbers.count - 1 ? UInt8(ascii: "]") : UInt8(ascii: ",")
      guard cursor.consume(separator) else { return false }
    }
    return cursor.restIsBlankOrComment()
  }
}
