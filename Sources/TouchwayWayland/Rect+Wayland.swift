import Touchway

extension Rect {
  /// A rectangle from the integer coordinates of a request.
  init(x: Int32, y: Int32, width: Int32, height: Int32) {
    self.init(x: Double(x), y: Double(y), width: Double(width), height: Double(height))
  }

  /// The part both rectangles share; empty (at this rectangle's origin) if none.
  func intersection(_ other: Rect) -> Rect {
    let x0 = max(minX, other.minX)
    let y0 = max(minY, other.minY)
    let x1 = min(maxX, other.maxX)
    let y1 = min(maxY, other.maxY)
    guard x1 > x0, y1 > y0 else { return Rect(origin: origin, size: .zero) }
    return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
  }
}
