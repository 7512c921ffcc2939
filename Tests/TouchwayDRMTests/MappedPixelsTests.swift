import Testing

@testable import TouchwayDRM

@Suite struct MappedPixelsTests {
  /// Rows start `stride` bytes apart, which may be more than the row's pixels (drivers pad
  /// dumb buffers' rows); the padding is never part of a row.
  @Test func rowsStartAStrideApart() {
    let words = UnsafeMutableBufferPointer<UInt32>.allocate(capacity: 3 * 8)
    defer { words.deallocate() }
    words.initialize(repeating: 0)
    let pixels = MappedPixels(
      baseAddress: UnsafeMutableRawPointer(words.baseAddress!), width: 5, height: 3, stride: 32)
    for y in 0..<3 { pixels.row(y).update(repeating: UInt32(y + 1)) }
    #expect(pixels.row(1).count == 5)
    #expect(Array(words[0..<8]) == [1, 1, 1, 1, 1, 0, 0, 0])
    #expect(Array(words[8..<16]) == [2, 2, 2, 2, 2, 0, 0, 0])
    #expect(Array(words[16..<24]) == [3, 3, 3, 3, 3, 0, 0, 0])
  }
}
