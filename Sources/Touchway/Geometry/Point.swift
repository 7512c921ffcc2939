/// A location in a two-dimensional coordinate space, in points.
///
/// The coordinate space is always that of some view, window or the screen; the API that
/// returns a `Point` says which.
public struct Point: Hashable, Sendable {
  /// The horizontal coordinate; grows to the right.
  public var x: Double
  /// The vertical coordinate; grows downwards.
  public var y: Double

  /// The origin, (0, 0).
  public static let zero = Point(x: 0, y: 0)

  /// Creates a point from its coordinates.
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  /// The straight-line distance to another point in the same coordinate space.
  public func distance(to other: Point) -> Double {
    let dx = other.x - x
    let dy = other.y - y
    return (dx * dx + dy * dy).squareRoot()
  }

  /// The point moved by the given offsets.
  public func offsetBy(dx: Double, dy: Double) -> Point {
    Point(x: x + dx, y: y + dy)
  }
}
