import Touchway

/// Where the pointer is: relative motion moves it, and it stays on the outputs.
struct PointerPosition {
  /// The location, in screen points.
  private(set) var location = Point.zero

  /// Moves by a relative amount, then onto the nearest output if that left them all.
  mutating func move(dx: Double, dy: Double, within outputs: [OutputGeometry]) {
    location = Self.clamp(location.offsetBy(dx: dx, dy: dy), to: outputs)
  }

  /// Jumps to `point` (absolute motion, or outputs that changed), kept on the outputs.
  mutating func jump(to point: Point, within outputs: [OutputGeometry]) {
    location = Self.clamp(point, to: outputs)
  }

  /// `point` if an output holds it, else the nearest point of the nearest output; `point`
  /// itself when there are no outputs.
  private static func clamp(_ point: Point, to outputs: [OutputGeometry]) -> Point {
    var nearest: Point?
    for output in outputs {
      let frame = output.frame
      if frame.contains(point) { return point }
      // The edge a half-open rectangle does not contain, less a sliver (wlroots' choice).
      let candidate = Point(
        x: min(max(point.x, frame.minX), frame.maxX - 1 / 65536),
        y: min(max(point.y, frame.minY), frame.maxY - 1 / 65536))
      if nearest.map({ candidate.distance(to: point) < $0.distance(to: point) }) ?? true {
        nearest = candidate
      }
    }
    return nearest ?? point
  }
}
