import PNGTestSupport
import Testing
import TouchwayGraphics

@Suite struct ZlibTests {
  /// Bytes that do not repeat: a linear congruential generator's high bytes.
  static func noise(count: Int) -> [UInt8] {
    var state: UInt32 = 12345
    return (0..<count).map { _ in
      state = state &* 1_103_515_245 &+ 12345
      return UInt8(truncatingIfNeeded: state >> 16)
    }
  }

  static let inputs: [(String, [UInt8])] = [
    ("empty", []),
    ("short text", Array("hello, hello, hello touchway".utf8)),
    ("one byte repeated", [UInt8](repeating: 7, count: 100_000)),
    ("noise", noise(count: 70_000)),
    (
      "a pattern longer than the window",
      (0..<200_000).map { UInt8(truncatingIfNeeded: $0 % 40_000 / 3) }
    ),
    ("every byte value", (0..<2048).map { UInt8(truncatingIfNeeded: $0 * 7) }),
  ]

  @Test(arguments: inputs)
  func compressedStreamsInflateToTheirInput(name: String, bytes: [UInt8]) throws {
    let stream = Zlib.compress(bytes)
    #expect(try Inflater.decompress(stream) == bytes)
  }

  @Test func repetitiveInputShrinks() {
    let stream = Zlib.compress([UInt8](repeating: 0, count: 1_000_000))
    #expect(stream.count < 10_000)
  }

  @Test func headerIsAValidZlibHeader() {
    let stream = Zlib.compress([1, 2, 3])
    #expect(stream[0] == 0x78)
    #expect((Int(stream[0]) << 8 | Int(stream[1])) % 31 == 0)
  }
}
