import TouchwayGraphics
import TouchwayWayland

extension PixelBuffer {
  /// A view of a surface's pixels in one of the two formats every `wl_shm` has; `nil` for
  /// other formats, which the headless output does not draw.
  init?(_ contents: SurfaceContents) {
    let format: TouchwayGraphics.PixelFormat
    switch contents.format {
    case .argb8888: format = .argb8888
    case .xrgb8888: format = .xrgb8888
    default: return nil
    }
    guard let base = contents.bytes.baseAddress else { return nil }
    // The compositor only reads it; PixelBuffer is one type for reading and drawing.
    self.init(
      baseAddress: UnsafeMutableRawPointer(mutating: base), width: contents.width,
      height: contents.height, stride: contents.stride, format: format)
  }
}
