/// The YAML lines of one device's description (for the first device, with the recording's
/// header before it), collected up to the device's `events:` key.
struct HeaderChunk {
  /// A description larger than this is not a recording header. Yams holds the chunk as a
  /// tree of nodes, some fifty bytes for every byte of YAML, so this bounds the memory a
  /// header may take; `libinput record` writes a few KiB per device.
  static let maximumSize = 1 << 20

  /// The file line of the chunk's first line.
  let firstLine: Int
  private(set) var bytes: [UInt8] = []

  init(firstLine: Int) {
    self.firstLine = firstLine
  }

  /// The chunk as text.
  var text: String { String(decoding: bytes, as: UTF8.self) }

  /// Adds a line; it must be text, and the chunk must stay within ``maximumSize``.
  mutating func append(_ line: LineScanner.Line, path: String) throws(RecordingError) {
    guard String(validating: line.bytes, as: UTF8.self) != nil, !line.bytes.contains(0) else {
      throw RecordingError(.notARecording, path: path, line: line.number, "not text: binary data")
    }
    guard bytes.count + line.bytes.count < Self.maximumSize else {
      throw RecordingError(
        .notARecording, path: path, line: line.number,
        "not a libinput recording: no `events:` within \(Self.maximumSize >> 20) MiB")
    }
    bytes.append(contentsOf: line.bytes)
    bytes.append(0x0A)
  }
}
