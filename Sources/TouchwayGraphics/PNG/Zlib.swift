/// Compression into zlib streams (RFC 1950), as PNG's image data needs.
public enum Zlib {
  /// Compresses `bytes` into a zlib stream: a two-byte header, one deflate block with
  /// the fixed Huffman codes and greedy LZ77 matching, and the Adler-32 of `bytes`.
  public static func compress(_ bytes: [UInt8]) -> [UInt8] {
    var writer = BitWriter(capacity: bytes.count / 4 + 64)
    // CMF 0x78: deflate with a 32 KiB window; FLG 0x01: no dictionary, and a check
    // value that makes the pair a multiple of 31.
    writer.write(0x78, width: 8)
    writer.write(0x01, width: 8)
    var deflater = Deflater(input: bytes)
    deflater.encode(into: &writer)
    var stream = writer.finish()
    var checksum = Adler32()
    checksum.update(bytes)
    stream.appendBigEndian(checksum.value)
    return stream
  }
}

extension [UInt8] {
  /// Appends a 32-bit value most significant byte first, as zlib and PNG store numbers.
  mutating func appendBigEndian(_ value: UInt32) {
    for shift in stride(from: 24, through: 0, by: -8) {
      append(UInt8(truncatingIfNeeded: value >> UInt32(shift)))
    }
  }
}
