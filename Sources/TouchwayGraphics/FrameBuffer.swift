/// Pixels that the compositor owns: the headless output, a screenshot, a client's canvas.
///
/// The memory is allocated in `init` and freed in `deinit`; ``pixels`` views it for
/// drawing, compositing and encoding.
public final class FrameBuffer {
  /// Pixels per row.
  public let width: Int
  /// Rows.
  public let height: Int
  /// How the pixels are laid out.
  public let format: PixelFormat
  private let storage: UnsafeMutablePointer<UInt32>

  /// Allocates a `width` × `height` buffer filled with `color`.
  public init(width: Int, height: Int, format: PixelFormat = .xrgb8888, color: Color = .black) {
    precondition(width >= 0 && height >= 0, "a frame buffer cannot have a negative size")
    self.width = width
    self.height = height
    self.format = format
    storage = .allocate(capacity: max(width * height, 1))
    storage.initialize(repeating: color.argb, count: max(width * height, 1))
  }

  deinit {
    storage.deallocate()
  }

  /// A view of the pixels, valid for as long as this buffer lives.
  public var pixels: PixelBuffer {
    PixelBuffer(
      baseAddress: UnsafeMutableRawPointer(storage), width: width, height: height,
      stride: width * PixelFormat.bytesPerPixel, format: format)
  }
}
