/// One entry of a `- libinput:` block: an event that libinput itself reported while the
/// recording was made (`libinput record --with-libinput`).
public struct LibinputRecordEvent: Hashable, Sendable {
  /// The line of the file that holds the entry.
  public var line: Int
  /// The event type as libinput names it, such as `TOUCH_DOWN`.
  public var type: String
  /// The event's time in seconds of the recording's clock, if the entry has one.
  public var time: Double?
  /// The whole entry as written, a YAML flow mapping such as
  /// `{time: 0.054564, type: TOUCH_DOWN, slot: 1, seat_slot: 1, ...}`.
  public var text: String

  /// Creates an entry.
  public init(line: Int, type: String, time: Double?, text: String) {
    self.line = line
    self.type = type
    self.time = time
    self.text = text
  }

  /// Parses `{key: value, ...}`; `nil` when the text is not such a mapping with a `type`.
  init?(line: Int, text: String) {
    guard text.hasPrefix("{"), let close = text.lastIndex(of: "}") else { return nil }
    var fields: [Substring: Substring] = [:]
    for pair in text[text.index(after: text.startIndex)..<close].split(separator: ",") {
      guard let colon = pair.firstIndex(of: ":") else { continue }
      let key = pair[..<colon].trimmingBlanks()
      fields[key] = pair[pair.index(after: colon)...].trimmingBlanks()
    }
    guard let type = fields["type"], !type.isEmpty else { return nil }
    self.init(
      line: line, type: String(type), time: fields["time"].flatMap { Double($0) }, text: text)
  }
}

extension Substring {
  /// The text without leading and trailing blanks.
  fileprivate func trimmingBlanks() -> Substring {
    var text = self
    while let first = text.first, first == " " || first == "\t" { text.removeFirst() }
    while let last = text.last, last == " " || last == "\t" { text.removeLast() }
    return text
  }
}
