/// How a 32-bit pixel is laid out: both formats are little-endian words `0xAARRGGBB`, the
/// two formats every `wl_shm` supports.
public enum PixelFormat: Sendable {
  /// Alpha, red, green, blue; colour premultiplied by alpha, as Wayland expects
  /// (`WL_SHM_FORMAT_ARGB8888`).
  case argb8888
  /// Unused byte, red, green, blue: always opaque (`WL_SHM_FORMAT_XRGB8888`).
  case xrgb8888

  /// Whether pixels may be translucent, so that compositing has to blend them.
  public var hasAlpha: Bool { self == .argb8888 }

  /// The bytes of one pixel.
  public static let bytesPerPixel = 4
}
