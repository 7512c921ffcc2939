/// An axis-aligned rectangle: an origin and a size, in points.
public struct Rect: Hashable, Sendable {
  /// The top-left corner.
  public var origin: Point
  /// The extent of the rectangle.
  public var size: Size

  /// The empty rectangle at the origin.
  public static let zero = Rect(origin: .zero, size: .zero)

  /// Creates a rectangle from its origin and size.
  public init(origin: Point, size: Size) {
    self.origin = origin
    self.size = size
  }

  /// Creates a rectangle from its origin's coordinates and its extents.
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
  }

  /// The smallest x coordinate.
  public var minX: Double { origin.x }
  /// The smallest y coordinate.
  public var minY: Double { origin.y }
  /// The largest x coordinate (not itself inside the rectangle).
  public var maxX: Double { origin.x + size.width }
  /// The largest y coordinate (not itself inside the rectangle).
  public var maxY: Double { origin.y + size.height }
  /// The width.
  public var width: Double { size.width }
  /// The height.
  public var height: Double { size.height }

  /// Whether the point lies inside, with CoreGraphics' half-open rule:
  /// `minX ≤ x < maxX` and `minY ≤ y < maxY` (responder-semantics R11).
  public func contains(_ point: Point) -> Bool {
    point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
  }

  /// The smallest rectangle that contains both rectangles.
  public func union(_ other: Rect) -> Rect {
    let x0 = min(minX, other.minX)
    let y0 = min(minY, other.minY)
    return Rect(
      x: x0, y: y0, width: max(maxX, other.maxX) - x0, height: max(maxY, other.maxY) - y0)
  }
}
