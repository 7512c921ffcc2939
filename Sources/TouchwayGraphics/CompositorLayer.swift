/// One buffer placed on the output: a client surface's contents at its position.
public struct CompositorLayer {
  /// The pixels to show; they must stay valid while the compositor draws them.
  public var pixels: PixelBuffer
  /// Where the buffer's top-left pixel lands on the output, in output pixels; it may be
  /// partly or wholly off the output.
  public var x: Int
  /// See ``x``.
  public var y: Int

  /// Places `pixels` with their top-left corner at (`x`, `y`) on the output.
  public init(pixels: PixelBuffer, x: Int, y: Int) {
    self.pixels = pixels
    self.x = x
    self.y = y
  }
}
