import Testing
import TouchwayGraphics

@Suite struct ChecksumTests {
  @Test func crc32MatchesTheStandardCheckValue() {
    var crc = CRC32()
    crc.update(Array("123456789".utf8))
    #expect(crc.value == 0xCBF4_3926)
  }

  @Test func crc32OfNothingIsZero() {
    #expect(CRC32().value == 0)
  }

  @Test func crc32CanBeFedInPieces() {
    var whole = CRC32()
    whole.update(Array("IHDRsome data".utf8))
    var pieces = CRC32()
    pieces.update(Array("IHDR".utf8))
    pieces.update(Array("some data".utf8))
    #expect(whole.value == pieces.value)
  }

  @Test func adler32MatchesTheKnownValue() {
    var adler = Adler32()
    adler.update(Array("Wikipedia".utf8))
    #expect(adler.value == 0x11E6_0398)
  }

  @Test func adler32StaysExactPastTheOverflowChunk() {
    // 100 000 bytes of 0xFF overflow 32 bits unless the sums are reduced in chunks.
    let bytes = [UInt8](repeating: 0xFF, count: 100_000)
    var a: UInt64 = 1
    var b: UInt64 = 0
    for byte in bytes {
      a = (a + UInt64(byte)) % 65521
      b = (b + a) % 65521
    }
    var adler = Adler32()
    adler.update(bytes)
    #expect(adler.value == UInt32(b << 16 | a))
  }
}
