/// Packs bit fields into bytes least significant bit first, as deflate streams do.
struct BitWriter {
  private(set) var bytes: [UInt8] = []
  private var buffer: UInt64 = 0
  private var count = 0

  init(capacity: Int) {
    bytes.reserveCapacity(capacity)
  }

  /// Appends the low `width` bits of `value`, lowest first (deflate's extra bits, headers).
  mutating func write(_ value: UInt32, width: Int) {
    buffer |= UInt64(value) << UInt64(count)
    count += width
    while count >= 8 {
      bytes.append(UInt8(truncatingIfNeeded: buffer))
      buffer >>= 8
      count -= 8
    }
  }

  /// Appends a Huffman code, whose bits deflate stores most significant first.
  mutating func writeCode(_ code: UInt32, width: Int) {
    var reversed: UInt32 = 0
    for bit in 0..<width { reversed |= (code >> UInt32(bit) & 1) << UInt32(width - 1 - bit) }
    write(reversed, width: width)
  }

  /// Pads to a byte boundary with zero bits and returns the bytes.
  mutating func finish() -> [UInt8] {
    if count > 0 { write(0, width: 8 - count) }
    return bytes
  }
}
