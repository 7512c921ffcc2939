import Touchway

/// A side of the screen, where a system gesture can start.
public enum ScreenEdge: String, CaseIterable, Sendable {
  /// x = 0; swiping in moves right.
  case left
  /// x = the screen's width; swiping in moves left.
  case right
  /// y = 0; swiping in moves down.
  case top
  /// y = the screen's height; swiping in moves up.
  case bottom

  /// How far `point` is from this edge of a screen of the given size, in points.
  func distance(of point: Point, on screen: Size) -> Double {
    switch self {
    case .left: point.x
    case .right: screen.width - point.x
    case .top: point.y
    case .bottom: screen.height - point.y
    }
  }

  /// A movement split into its part away from the edge (into the screen) and its part
  /// along the edge.
  func travel(from start: Point, to end: Point) -> (inward: Double, along: Double) {
    let dx = end.x - start.x
    let dy = end.y - start.y
    switch self {
    case .left: return (dx, dy)
    case .right: return (-dx, dy)
    case .top: return (dy, dx)
    case .bottom: return (-dy, dx)
    }
  }
}
