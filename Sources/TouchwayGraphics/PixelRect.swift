/// A rectangle of whole pixels: columns `x ..< x + width`, rows `y ..< y + height`.
public struct PixelRect: Hashable, Sendable {
  /// The left column.
  public var x: Int
  /// The top row.
  public var y: Int
  /// Columns; zero or less is empty.
  public var width: Int
  /// Rows; zero or less is empty.
  public var height: Int

  /// Creates a rectangle.
  public init(x: Int, y: Int, width: Int, height: Int) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  /// Whether it covers no pixel.
  public var isEmpty: Bool { width <= 0 || height <= 0 }

  /// The pixels both rectangles cover (empty when they do not meet).
  public func intersection(_ other: PixelRect) -> PixelRect {
    let left = max(x, other.x)
    let top = max(y, other.y)
    let right = min(x + width, other.x + other.width)
    let bottom = min(y + height, other.y + other.height)
    return PixelRect(x: left, y: top, width: max(right - left, 0), height: max(bottom - top, 0))
  }
}
