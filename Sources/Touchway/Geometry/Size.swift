/// A width and a height, in points.
public struct Size: Hashable, Sendable {
  /// The extent along the x axis.
  public var width: Double
  /// The extent along the y axis.
  public var height: Double

  /// A size of zero width and height.
  public static let zero = Size(width: 0, height: 0)

  /// Creates a size from its extents.
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }
}
