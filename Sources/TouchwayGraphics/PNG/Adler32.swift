/// The Adler-32 checksum that ends a zlib stream (RFC 1950): two sums modulo 65521.
public struct Adler32: Sendable {
  /// The checksum of the bytes added so far.
  public var value: UInt32 { b << 16 | a }
  private var a: UInt32 = 1
  private var b: UInt32 = 0

  /// Starts a checksum of no bytes.
  public init() {}

  /// Adds bytes to the checksum.
  public mutating func update(_ bytes: some Collection<UInt8>) {
    // 5552 bytes is the most that can be summed before `b` could overflow 32 bits
    // (zlib's NMAX), so the modulo runs once a chunk rather than once a byte.
    var chunk = 0
    for byte in bytes {
      a += UInt32(byte)
      b += a
      chunk += 1
      if chunk == 5552 {
        reduce()
        chunk = 0
      }
    }
    reduce()
  }

  private mutating func reduce() {
    a %= Self.modulus
    b %= Self.modulus
  }

  private static let modulus: UInt32 = 65521
}
