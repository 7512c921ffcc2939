/// Seeded mutations of a file's bytes for the fuzz tests: bytes flipped, removed or cut,
/// lines repeated, and YAML's indicators, anchors, aliases, control characters and broken
/// UTF-8 dropped in. The same seed gives the same files on every run.
public struct Mutator {
  /// Fragments that mean something to YAML or to a terminal.
  static let fragments: [[UInt8]] =
    [
      "&a ", "*a", "&b ", "*b", "{", "}", "[", "]", ": ", "- ", "? ", ",", "\n", "  ", "# ",
      "\"", "'", "|\n", "---\n", "!!str ", "!!binary ", "<<: ", "1e999", "-1", "0x7fffffffffff",
      "\u{1B}[2J", "\u{1B}]0;title\u{7}", "\u{0}", "\r", "\t", "\u{202E}", "\u{2028}",
    ].map { Array($0.utf8) } + [[0xFF], [0xC3], [0xED, 0xA0, 0x80]]

  private var generator: SplitMix64

  /// A mutator whose choices follow from `seed`.
  public init(seed: UInt64) {
    generator = SplitMix64(state: seed)
  }

  /// `bytes` changed in one to six places.
  public mutating func mutate(_ bytes: [UInt8]) -> [UInt8] {
    var bytes = bytes
    for _ in 0..<Int.random(in: 1...6, using: &generator) {
      mutateOnce(&bytes)
    }
    return bytes
  }

  private mutating func mutateOnce(_ bytes: inout [UInt8]) {
    let position = Int.random(in: 0...bytes.count, using: &generator)
    switch Int.random(in: 0..<10, using: &generator) {
    case 0 where position < bytes.count:
      bytes[position] = UInt8.random(in: 0...255, using: &generator)
    case 1 where position < bytes.count:
      let end = min(bytes.count, position + Int.random(in: 1...40, using: &generator))
      bytes.removeSubrange(position..<end)
    case 2:
      bytes.removeSubrange(position...)
    case 3, 4:
      repeatLine(in: &bytes)
    default:
      bytes.insert(contentsOf: Self.fragments.randomElement(using: &generator)!, at: position)
    }
  }

  /// Copies a whole line to the start of another: repeated keys, entries and events.
  private mutating func repeatLine(in bytes: inout [UInt8]) {
    let starts = [0] + bytes.indices.filter { bytes[$0] == 0x0A }.map { $0 + 1 }
    let start = starts.randomElement(using: &generator)!
    let end = bytes[start...].firstIndex(of: 0x0A).map { $0 + 1 } ?? bytes.count
    let line = Array(bytes[start..<end])
    let target = starts.randomElement(using: &generator)!
    bytes.insert(contentsOf: line.last == 0x0A ? line : line + [0x0A], at: min(target, bytes.count))
  }
}
