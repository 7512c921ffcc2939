/// The CRC-32 of ISO 3309 / ITU-T V.42 that PNG chunks (and gzip) carry: reflected
/// polynomial 0xEDB88320, initial value and final XOR 0xFFFFFFFF.
public struct CRC32: Sendable {
  /// The checksum of the bytes added so far.
  public var value: UInt32 { state ^ 0xFFFF_FFFF }
  private var state: UInt32 = 0xFFFF_FFFF

  /// Starts a checksum of no bytes.
  public init() {}

  /// Adds bytes to the checksum.
  public mutating func update(_ bytes: some Sequence<UInt8>) {
    for byte in bytes {
      state = Self.table[Int((state ^ UInt32(byte)) & 0xFF)] ^ (state >> 8)
    }
  }

  /// The remainder of every byte value, one bit at a time.
  private static let table: [UInt32] = (0..<256).map { index in
    var remainder = UInt32(index)
    for _ in 0..<8 {
      remainder = remainder & 1 == 1 ? 0xEDB8_8320 ^ (remainder >> 1) : remainder >> 1
    }
    return remainder
  }
}
