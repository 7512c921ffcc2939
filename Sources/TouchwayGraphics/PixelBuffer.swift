/// A view of 32-bit pixels in memory that someone else owns: a client's shared-memory
/// buffer, or a ``FrameBuffer``.
///
/// It does not keep the memory alive; use it only while the owner guarantees the memory
/// (for a client buffer, between the server's begin and end of access). Rows are
/// ``stride`` bytes apart, top to bottom.
public struct PixelBuffer {
  /// The first byte of the top row.
  public let baseAddress: UnsafeMutableRawPointer
  /// Pixels per row.
  public let width: Int
  /// Rows.
  public let height: Int
  /// Bytes from the start of one row to the start of the next; at least `width * 4`.
  public let stride: Int
  /// How the pixels are laid out.
  public let format: PixelFormat

  /// Describes pixels at `baseAddress`; the memory must hold `height` rows of `stride`
  /// bytes, 4-byte aligned.
  public init(
    baseAddress: UnsafeMutableRawPointer, width: Int, height: Int, stride: Int,
    format: PixelFormat
  ) {
    precondition(width >= 0 && height >= 0, "a pixel buffer cannot have a negative size")
    precondition(stride >= width * PixelFormat.bytesPerPixel, "rows overlap: stride too small")
    self.baseAddress = baseAddress
    self.width = width
    self.height = height
    self.stride = stride
    self.format = format
  }

  /// The pixels of row `y`, left to right.
  public func row(_ y: Int) -> UnsafeMutableBufferPointer<UInt32> {
    precondition(y >= 0 && y < height, "row \(y) is outside 0..<\(height)")
    let start = (baseAddress + y * stride).assumingMemoryBound(to: UInt32.self)
    return UnsafeMutableBufferPointer(start: start, count: width)
  }

  /// The pixel word at column `x` of row `y`.
  public subscript(x: Int, y: Int) -> UInt32 {
    get { row(y)[x] }
    nonmutating set { row(y)[x] = newValue }
  }
}
