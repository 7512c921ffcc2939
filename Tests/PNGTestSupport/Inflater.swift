/// A deliberately small zlib decoder for tests: it reads stored and fixed-Huffman blocks,
/// the two kinds a simple encoder writes, and rejects anything else.
public struct Inflater {
  /// Why a stream cannot be decoded.
  public enum Failure: Error, Equatable {
    case badHeader
    case unsupportedBlock(Int)
    case truncated
    case badSymbol(Int)
    case badDistance, badChecksum
  }

  private let bytes: [UInt8]
  private var bitPosition: Int

  /// Decodes a whole zlib stream, checking its header and Adler-32.
  public static func decompress(_ stream: [UInt8]) throws -> [UInt8] {
    guard stream.count >= 6, stream[0] & 0x0F == 8,
      (Int(stream[0]) << 8 | Int(stream[1])) % 31 == 0
    else { throw Failure.badHeader }
    var inflater = Inflater(bytes: stream, bitPosition: 16)
    let output = try inflater.blocks()
    let end = (inflater.bitPosition + 7) / 8
    guard end + 4 <= stream.count else { throw Failure.truncated }
    let stored = stream[end..<end + 4].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
    guard stored == adler32(output) else { throw Failure.badChecksum }
    return output
  }

  private static func adler32(_ bytes: [UInt8]) -> UInt32 {
    var a: UInt32 = 1
    var b: UInt32 = 0
    for byte in bytes {
      a = (a + UInt32(byte)) % 65521
      b = (b + a) % 65521
    }
    return b << 16 | a
  }

  private mutating func bits(_ count: Int) throws -> Int {
    var value = 0
    for index in 0..<count {
      let byte = bitPosition / 8
      guard byte < bytes.count else { throw Failure.truncated }
      value |= Int(bytes[byte] >> UInt8(bitPosition % 8) & 1) << index
      bitPosition += 1
    }
    return value
  }

  /// Reads a Huffman code of `count` more bits onto `prefix`, most significant first.
  private mutating func code(_ prefix: Int, _ count: Int) throws -> Int {
    var value = prefix
    for _ in 0..<count { value = value << 1 | (try bits(1)) }
    return value
  }

  private mutating func blocks() throws -> [UInt8] {
    var output: [UInt8] = []
    var isFinal = false
    while !isFinal {
      isFinal = try bits(1) == 1
      switch try bits(2) {
      case 0: try storedBlock(into: &output)
      case 1: try fixedBlock(into: &output)
      case let other: throw Failure.unsupportedBlock(other)
      }
    }
    return output
  }

  private mutating func storedBlock(into output: inout [UInt8]) throws {
    bitPosition = (bitPosition + 7) / 8 * 8
    let length = try bits(16)
    guard try bits(16) == length ^ 0xFFFF else { throw Failure.badHeader }
    for _ in 0..<length { output.append(UInt8(try bits(8))) }
  }

  private mutating func fixedBlock(into output: inout [UInt8]) throws {
    while true {
      let symbol = try literalLengthSymbol()
      if symbol < 256 {
        output.append(UInt8(symbol))
      } else if symbol == 256 {
        return
      } else {
        let length = try value(for: symbol - 257, Self.lengthBases, Self.lengthExtra)
        let distanceCode = try code(0, 5)
        guard distanceCode < 30 else { throw Failure.badSymbol(distanceCode) }
        let distance = try value(for: distanceCode, Self.distanceBases, Self.distanceExtra)
        guard distance <= output.count else { throw Failure.badDistance }
        for _ in 0..<length { output.append(output[output.count - distance]) }
      }
    }
  }

  private mutating func literalLengthSymbol() throws -> Int {
    let seven = try code(0, 7)
    if seven <= 0b0010111 { return 256 + seven }
    let eight = try code(seven, 1)
    if (0x30...0xBF).contains(eight) { return eight - 0x30 }
    if (0xC0...0xC7).contains(eight) { return 280 + eight - 0xC0 }
    let nine = try code(eight, 1)
    guard (0x190...0x1FF).contains(nine) else { throw Failure.badSymbol(nine) }
    return 144 + nine - 0x190
  }

  private mutating func value(for code: Int, _ bases: [Int], _ extra: [Int]) throws -> Int {
    guard code < bases.count else { throw Failure.badSymbol(code) }
    return bases[code] + (try bits(extra[code]))
  }

  // The tables derived from their rule (RFC 1951, 3.2.5) rather than copied from it:
  // each group of four length codes (two distance codes) adds an extra bit.
  private static let lengthExtra = (0..<28).map { max(0, $0 / 4 - 1) } + [0]
  private static let lengthBases = bases(start: 3, extra: lengthExtra.dropLast()) + [258]
  private static let distanceExtra = (0..<30).map { max(0, $0 / 2 - 1) }
  private static let distanceBases = bases(start: 1, extra: distanceExtra)

  private static func bases(start: Int, extra: some Sequence<Int>) -> [Int] {
    var next = start
    return extra.map { bits in
      defer { next += 1 << bits }
      return next
    }
  }
}
