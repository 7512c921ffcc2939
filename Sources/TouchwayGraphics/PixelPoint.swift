/// A position on a pixel grid, in pixels from the top-left corner; pixel (i, j) covers
/// the square from (i, j) to (i + 1, j + 1).
public struct PixelPoint: Hashable, Sendable {
  /// Pixels to the right.
  public var x: Double
  /// Pixels down.
  public var y: Double

  /// Creates a position.
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }
}
