import Touchway

/// Reads a `libinput record` file (format version 1) as a stream: the header and device
/// descriptions through Yams, the events through a line scanner with one fixed buffer, so
/// that an hour-long recording is read in bounded memory.
///
/// ```swift
/// let reader = try RecordingReader(path: "tap.yml")
/// var frame = EvdevFrame()
/// while try reader.nextFrame(into: &frame) {
///   print(reader.devices[frame.device].name, frame.events.count)
/// }
/// ```
///
/// Every problem is a ``RecordingError`` naming the file and line: a file that is not YAML
/// or not a recording, an unknown version, a truncated file, events not ended by a
/// `SYN_REPORT`, event types or codes that do not exist.
///
/// A recording lists its devices one after the other, each with its description and then
/// its events, so ``devices`` holds the devices the stream has reached: the first after
/// `init`, the next once its events begin. One `- evdev:` entry is normally one frame;
/// frames split over two entries (as `libinput record` writes when a frame arrives in two
/// reads) are joined.
public final class RecordingReader {
  /// What ``next(into:)`` found.
  public enum Item: Hashable, Sendable {
    /// An evdev frame, now in the frame passed in.
    case evdevFrame
    /// An entry of a `- libinput:` block.
    case libinputEvent(LibinputRecordEvent)
  }

  /// The file's path, as given.
  public var path: String { scanner.path }
  /// What the recording says about itself.
  public let header: RecordingHeader
  /// The devices read so far, in file order.
  public private(set) var devices: [RecordedDevice]

  private let scanner: LineScanner
  private let parser: DescriptionParser
  /// The events of a frame whose `SYN_REPORT` has not come yet.
  private var pending = EvdevFrame()
  private var keyIndent: Int
  private var block: EventsLine.Block = .other
  private var finished = false
  /// Whether the last line read had its line break.
  private var lastLineWasTerminated = true

  /// Opens a recording and reads its header and first device description.
  public init(path: String) throws(RecordingError) {
    scanner = try LineScanner(path: path)
    parser = DescriptionParser(path: path)
    var chunk = HeaderChunk(firstLine: 1)
    let indent = try Self.readDescription(from: scanner, into: &chunk)
    let (header, device) = try parser.parseRecording(chunk)
    guard let indent else {
      throw RecordingError(
        .truncated, path: path, line: scanner.currentLine,
        "the file ends before the events of device 1")
    }
    self.header = header
    devices = [device]
    keyIndent = indent
  }

  /// Reads the next evdev frame of any device into `frame`, skipping `- libinput:`
  /// entries; returns `false` at the end of the recording.
  public func nextFrame(into frame: inout EvdevFrame) throws(RecordingError) -> Bool {
    while let item = try next(into: &frame) {
      if item == .evdevFrame { return true }
    }
    return false
  }

  /// Reads the next frame or libinput entry; `nil` at the end of the recording. `frame`
  /// changes only when the result is ``Item/evdevFrame``.
  public func next(into frame: inout EvdevFrame) throws(RecordingError) -> Item? {
    while !finished {
      guard let line = try scanner.nextLine() else {
        try finish()
        return nil
      }
      lastLineWasTerminated = line.isTerminated
      switch try EventsLine.classify(line, keyIndent: keyIndent, path: path) {
      case .blank:
        continue
      case .key(let newBlock):
        block = newBlock
      case .evdevEvent(let event):
        if try add(event, line: line) {
          swap(&frame, &pending)
          pending.removeAll()
          return .evdevFrame
        }
      case .flowMapping(let text):
        if let event = try libinputEvent(text, line: line) { return .libinputEvent(event) }
      case .other:
        guard block == .other else { throw unexpected(line) }
      case .outdented(let isListItem):
        guard isListItem else { throw unexpected(line) }
        try beginNextDevice(with: line)
      }
    }
    return nil
  }

  /// Adds an event to the pending frame; returns whether it completed the frame.
  private func add(_ event: EvdevEvent, line: LineScanner.Line) throws(RecordingError) -> Bool {
    guard block == .evdev else {
      throw RecordingError(
        .malformed, path: path, line: line.number, "evdev event outside an `evdev:` entry")
    }
    if pending.events.isEmpty {
      pending.device = devices.count - 1
      pending.line = line.number
    }
    pending.append(event)
    return event.isSynReport
  }

  private func libinputEvent(_ text: String, line: LineScanner.Line) throws(RecordingError)
    -> LibinputRecordEvent?
  {
    switch block {
    case .libinput:
      guard let event = LibinputRecordEvent(line: line.number, text: text) else {
        throw RecordingError(
          .malformed, path: path, line: line.number, "libinput event without a `type`")
      }
      return event
    case .other:
      return nil
    case .evdev:
      throw unexpected(line)
    }
  }

  /// Reads the next device's description, which begins with `line`.
  private func beginNextDevice(with line: LineScanner.Line) throws(RecordingError) {
    try checkNoPendingEvents()
    guard devices.count < header.deviceCount else {
      throw RecordingError(
        .malformed, path: path, line: line.number,
        "more devices than `ndevices: \(header.deviceCount)`")
    }
    var chunk = HeaderChunk(firstLine: line.number)
    try chunk.append(line, path: path)
    let indent = try Self.readDescription(from: scanner, into: &chunk)
    let device = try parser.parseDevice(chunk, index: devices.count)
    guard let indent else {
      throw RecordingError(
        .truncated, path: path, line: scanner.currentLine,
        "the file ends before the events of device \(devices.count + 1)")
    }
    devices.append(device)
    keyIndent = indent
    block = .other
  }

  private func finish() throws(RecordingError) {
    finished = true
    try checkNoPendingEvents()
    guard devices.count == header.deviceCount else {
      throw RecordingError(
        .truncated, path: path, line: scanner.currentLine,
        "the file ends after \(devices.count) of \(header.deviceCount) devices")
    }
  }

  private func checkNoPendingEvents() throws(RecordingError) {
    guard !pending.events.isEmpty else { return }
    guard lastLineWasTerminated else {
      throw RecordingError(
        .truncated, path: path, line: scanner.currentLine,
        "the file ends in the middle of the frame that starts at line \(pending.line)")
    }
    throw RecordingError(
      .frameWithoutSynReport, path: path, line: pending.line,
      "evdev events from this line on are not ended by a SYN_REPORT")
  }

  private func unexpected(_ line: LineScanner.Line) -> RecordingError {
    let text = String(decoding: line.bytes, as: UTF8.self).drop { $0 == " " }
    return RecordingError(
      line.isTerminated ? .malformed : .truncated, path: path, line: line.number,
      "unexpected `\(FileDiagnostic.excerpt(text))` in the events of device \(devices.count)")
  }

  /// Collects description lines up to a device's `events:` key; returns the key's
  /// indentation, or `nil` if the file ends first.
  private static func readDescription(from scanner: LineScanner, into chunk: inout HeaderChunk)
    throws(RecordingError) -> Int?
  {
    while let line = try scanner.nextLine() {
      if let indent = eventsKeyIndent(line) { return indent }
      try chunk.append(line, path: scanner.path)
    }
    return nil
  }

  /// The indentation of an `events:` key line (an indented `events:` alone, or with `[]`).
  private static func eventsKeyIndent(_ line: LineScanner.Line) -> Int? {
    var cursor = ByteCursor(line.bytes)
    let indent = cursor.skipBlanks()
    guard indent > 0, cursor.consume("events:") else { return nil }
    cursor.skipBlanks()
    _ = cursor.consume("[]")
    return cursor.restIsBlankOrComment() ? indent : nil
  }
}
