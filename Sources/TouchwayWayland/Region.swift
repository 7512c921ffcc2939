import Touchway

/// An area built from rectangles added and subtracted in order, as `wl_region` builds it.
///
/// A point is inside when the last rectangle that contains it was added. That answers
/// hit tests exactly without computing the area's shape.
public struct Region: Sendable {
  private var operations: [(rect: Rect, adds: Bool)] = []

  /// The empty region.
  public init() {}

  /// Adds a rectangle to the region.
  public mutating func add(_ rect: Rect) {
    operations.append((rect, true))
  }

  /// Takes a rectangle out of the region.
  public mutating func subtract(_ rect: Rect) {
    operations.append((rect, false))
  }

  /// Whether a rectangle added or subtracted has a negative width or height.
  var hasNegativeSize: Bool {
    operations.contains { $0.rect.width < 0 || $0.rect.height < 0 }
  }

  /// Whether `point` is inside the region (rectangles are half-open, as `Rect/contains(_:)`).
  public func contains(_ point: Point) -> Bool {
    for operation in operations.reversed() where operation.rect.contains(point) {
      return operation.adds
    }
    return false
  }
}
