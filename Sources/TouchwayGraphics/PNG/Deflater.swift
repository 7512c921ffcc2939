/// Deflate (RFC 1951) in one final block with the fixed Huffman codes, and greedy LZ77
/// matching over a 32 KiB window with bounded hash chains.
///
/// It is simple rather than tight: screenshots are mostly flat colour, which long
/// matches already shrink well, and the fixed codes need no code tables in the stream.
struct Deflater {
  private let input: [UInt8]
  /// The latest position whose next three bytes have each hash, or -1.
  private var head = [Int32](repeating: -1, count: Self.hashSize)
  /// For each position in the window, the previous position with the same hash, or -1.
  private var previous = [Int32](repeating: -1, count: Self.windowSize)

  init(input: [UInt8]) {
    self.input = input
  }

  mutating func encode(into writer: inout BitWriter) {
    writer.write(1, width: 1)  // BFINAL: the only block
    writer.write(1, width: 2)  // BTYPE 01: fixed Huffman codes
    var position = 0
    while position < input.count {
      if let match = longestMatch(at: position) {
        Self.writeLength(match.length, into: &writer)
        Self.writeDistance(match.distance, into: &writer)
        for index in position..<(position + match.length) { insert(index) }
        position += match.length
      } else {
        Self.writeSymbol(Int(input[position]), into: &writer)
        insert(position)
        position += 1
      }
    }
    Self.writeSymbol(256, into: &writer)  // end of block
  }

  // MARK: Matching

  private func hash(at position: Int) -> Int? {
    guard position + Self.minimumMatch <= input.count else { return nil }
    let key = Int(input[position]) << 10 ^ Int(input[position + 1]) << 5 ^ Int(input[position + 2])
    return key & (Self.hashSize - 1)
  }

  private mutating func insert(_ position: Int) {
    guard let key = hash(at: position) else { return }
    previous[position & (Self.windowSize - 1)] = head[key]
    head[key] = Int32(position)
  }

  /// The longest earlier run, within the window, that repeats the bytes at `position`.
  private func longestMatch(at position: Int) -> (length: Int, distance: Int)? {
    guard let key = hash(at: position) else { return nil }
    let limit = min(Self.maximumMatch, input.count - position)
    var best: (length: Int, distance: Int)?
    var candidate = Int(head[key])
    var steps = 0
    while candidate >= 0, position - candidate <= Self.windowSize, steps < Self.maximumChain {
      let length = matchLength(candidate, position, limit: limit)
      if length >= Self.minimumMatch && length > best?.length ?? 0 {
        best = (length, position - candidate)
        if length == limit { break }
      }
      let next = Int(previous[candidate & (Self.windowSize - 1)])
      // A slot reused by a newer position ends the chain.
      guard next < candidate else { break }
      candidate = next
      steps += 1
    }
    return best
  }

  private func matchLength(_ earlier: Int, _ position: Int, limit: Int) -> Int {
    var length = 0
    while length < limit && input[earlier + length] == input[position + length] { length += 1 }
    return length
  }

  // MARK: Fixed codes (RFC 1951 section 3.2.6)

  /// Writes a literal byte (0–255), the end of block (256) or a length symbol (257–285).
  private static func writeSymbol(_ symbol: Int, into writer: inout BitWriter) {
    switch symbol {
    case 0...143: writer.writeCode(UInt32(0x30 + symbol), width: 8)
    case 144...255: writer.writeCode(UInt32(0x190 + symbol - 144), width: 9)
    case 256...279: writer.writeCode(UInt32(symbol - 256), width: 7)
    default: writer.writeCode(UInt32(0xC0 + symbol - 280), width: 8)
    }
  }

  private static func writeLength(_ length: Int, into writer: inout BitWriter) {
    let code = lastIndex(in: lengthBases, notAbove: length)
    writeSymbol(257 + code, into: &writer)
    writer.write(UInt32(length - lengthBases[code]), width: lengthExtraBits[code])
  }

  private static func writeDistance(_ distance: Int, into writer: inout BitWriter) {
    let code = lastIndex(in: distanceBases, notAbove: distance)
    writer.writeCode(UInt32(code), width: 5)
    writer.write(UInt32(distance - distanceBases[code]), width: distanceExtraBits[code])
  }

  /// The index of the largest base not above `value`.
  private static func lastIndex(in bases: [Int], notAbove value: Int) -> Int {
    var index = bases.count - 1
    while bases[index] > value { index -= 1 }
    return index
  }

  private static let lengthBases = [
    3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115,
    131, 163, 195, 227, 258,
  ]
  private static let lengthExtraBits = [
    0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
  ]
  private static let distanceBases = [
    1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537,
    2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577,
  ]
  private static let distanceExtraBits = [
    0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12,
    13, 13,
  ]

  private static let minimumMatch = 3
  private static let maximumMatch = 258
  private static let maximumChain = 32
  private static let windowSize = 32768
  private static let hashSize = 1 << 15
}
