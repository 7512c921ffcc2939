/// The pixels a surface shows, for a compositor to draw: valid only inside
/// ``SurfaceView/withContents(_:)``.
public struct SurfaceContents {
  /// The buffer's width in pixels.
  public let width: Int
  /// The buffer's height in pixels.
  public let height: Int
  /// Bytes from one row to the next.
  public let stride: Int
  /// How the bytes encode pixels.
  public let format: PixelFormat
  /// Buffer pixels per surface point along each axis (`wl_surface.set_buffer_scale`).
  public let scale: Int
  /// How the buffer is turned to fill the surface.
  public let transform: BufferTransform
  /// `stride × height` bytes of the client's shared memory. The client may write to them
  /// at any time; read, do not keep.
  public let bytes: UnsafeRawBufferPointer
}

/// A pixel format of `wl_shm` (`wl_shm.format`): 0 and 1 are the two every compositor
/// supports, others are DRM fourcc codes.
public struct PixelFormat: RawRepresentable, Hashable, Sendable {
  /// The `wl_shm.format` value.
  public let rawValue: UInt32

  /// Creates a format from its `wl_shm.format` value.
  public init(rawValue: UInt32) {
    self.rawValue = rawValue
  }

  /// 32-bit pixels, premultiplied alpha, read as a little-endian `0xAARRGGBB` word.
  public static let argb8888 = PixelFormat(rawValue: 0)
  /// 32-bit pixels whose top byte is unused, read as a little-endian `0xXXRRGGBB` word.
  public static let xrgb8888 = PixelFormat(rawValue: 1)
}
