/// A view of an output's pixels in memory the output owns: rows of little-endian 32-bit
/// words `0xXXRRGGBB` (XRGB8888; the top byte is not shown).
///
/// It does not keep the memory alive: use it only during the call that hands it out.
public struct MappedPixels {
  /// The first byte of the top row.
  public let baseAddress: UnsafeMutableRawPointer
  /// Pixels per row.
  public let width: Int
  /// Rows.
  public let height: Int
  /// Bytes from the start of one row to the start of the next; at least `width * 4`.
  public let stride: Int

  /// The pixels of row `y`, left to right.
  public func row(_ y: Int) -> UnsafeMutableBufferPointer<UInt32> {
    precondition(y >= 0 && y < height, "row \(y) is outside 0..<\(height)")
    let start = (baseAddress + y * stride).assumingMemoryBound(to: UInt32.self)
    return UnsafeMutableBufferPointer(start: start, count: width)
  }
}
