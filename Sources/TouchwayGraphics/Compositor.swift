/// Composites buffers into an output in software: a background, then each layer back to
/// front, opaque pixels copied and translucent ones blended with premultiplied "over".
///
/// It allocates nothing; the output and every layer are views of memory owned elsewhere.
public struct Compositor: Sendable {
  /// What shows where no layer covers the output.
  public var background: Color

  /// Creates a compositor with the given background.
  public init(background: Color = .black) {
    self.background = background
  }

  /// Draws the background, then `layers` back to front (the last one is front-most),
  /// clipped to the output. The output's pixels all end up opaque.
  ///
  /// It takes an array rather than any sequence so that a caller in another module runs
  /// specialized code, which allocates nothing.
  public func composite(_ layers: [CompositorLayer], into output: PixelBuffer) {
    fillBackground(output)
    for layer in layers { draw(layer, into: output) }
  }

  /// Fills the output with the background, opaque: the first step of a repaint.
  public func fillBackground(_ output: PixelBuffer) {
    output.fill(output.bounds, with: Color(argb: background.argb | Self.opaque))
  }

  /// Draws one layer over what the output shows, clipped to it: a repaint draws the
  /// layers back to front, each while its buffer may be read.
  public func draw(_ layer: CompositorLayer, into output: PixelBuffer) {
    let source = layer.pixels
    let visible = PixelRect(x: layer.x, y: layer.y, width: source.width, height: source.height)
      .intersection(output.bounds)
    guard !visible.isEmpty else { return }
    for y in visible.y..<(visible.y + visible.height) {
      let from = UnsafeMutableBufferPointer(
        rebasing: source.row(y - layer.y)[(visible.x - layer.x)...].prefix(visible.width))
      let to = UnsafeMutableBufferPointer(
        rebasing: output.row(y)[visible.x...].prefix(visible.width))
      if source.format.hasAlpha {
        Self.blend(from, over: to)
      } else {
        Self.copyOpaque(from, to: to)
      }
    }
  }

  private static let opaque: UInt32 = 0xFF00_0000

  /// XRGB's unused byte may hold anything: the copy makes it opaque alpha.
  private static func copyOpaque(
    _ source: UnsafeMutableBufferPointer<UInt32>, to target: UnsafeMutableBufferPointer<UInt32>
  ) {
    for index in source.indices { target[index] = source[index] | opaque }
  }

  /// Premultiplied source over an opaque target: `target = source + target × (1 − α)`.
  private static func blend(
    _ source: UnsafeMutableBufferPointer<UInt32>, over target: UnsafeMutableBufferPointer<UInt32>
  ) {
    for index in source.indices {
      let pixel = source[index]
      let alpha = pixel >> 24
      if alpha == 0xFF {
        target[index] = pixel
      } else if alpha != 0 {
        target[index] = (pixel &+ scale(target[index], by: 0xFF - alpha)) | opaque
      }
    }
  }

  /// Multiplies each of the four bytes of `pixel` by `factor / 255`, rounded, two bytes
  /// at a time.
  private static func scale(_ pixel: UInt32, by factor: UInt32) -> UInt32 {
    var redBlue = (pixel & 0x00FF_00FF) &* factor &+ 0x0080_0080
    redBlue = ((redBlue &+ ((redBlue >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
    var alphaGreen = ((pixel >> 8) & 0x00FF_00FF) &* factor &+ 0x0080_0080
    alphaGreen = (alphaGreen &+ ((alphaGreen >> 8) & 0x00FF_00FF)) & 0xFF00_FF00
    return redBlue | alphaGreen
  }
}
