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

  /// The format as `wl_shm.format` names it.
  public var shmFormat: UInt32 {
    switch self {
    case .argb8888: 0
    case .xrgb8888: 1
    }
  }

  /// The format as DRM's fourcc names it (`drm_fourcc.h`): what wlroots' buffers and
  /// renderers take.
  public var drmFourcc: UInt32 {
    switch self {
    case .argb8888: 0x3432_5241
    case .xrgb8888: 0x3432_5258
    }
  }

  /// The format that DRM's `fourcc` names, if it is one of these.
  public init?(drmFourcc fourcc: UInt32) {
    switch fourcc {
    case Self.argb8888.drmFourcc: self = .argb8888
    case Self.xrgb8888.drmFourcc: self = .xrgb8888
    default: return nil
    }
  }
}
