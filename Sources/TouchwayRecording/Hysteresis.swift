/// libinput's touch hysteresis (`evdev_hysteresis`): a contact moves only once it leaves
/// an ellipse around its last reported position, whose radii are half the axes' fuzz; the
/// ellipse is then dragged along behind the finger.
struct Hysteresis {
  /// The ellipse's radii in device units.
  let marginX: Int32
  let marginY: Int32

  /// The new centre for a finger at `point`, given the current centre.
  func center(for point: (x: Int32, y: Int32), current center: (x: Int32, y: Int32)) -> (
    x: Int32, y: Int32
  ) {
    let dx = point.x &- center.x
    let dy = point.y &- center.y
    let dx2 = dx &* dx
    let dy2 = dy &* dy
    let a = marginX
    let b = marginY
    guard a != 0, b != 0 else { return point }
    let normalizedDistance = (Double(dx2) / Double(a &* a) + Double(dy2) / Double(b &* b))
      .squareRoot()
    if normalizedDistance < 1.0 { return center }
    let fingerDistance = Double(dx2 &+ dy2).squareRoot()
    let marginDistance = fingerDistance / normalizedDistance
    let lagX: Double
    let lagY: Double
    if dx != 0 {
      let gradient = Double(dy) / Double(dx)
      lagX = marginDistance / (gradient * gradient + 1).squareRoot()
      lagY = ((marginDistance + lagX) * (marginDistance - lagX)).squareRoot()
    } else {
      lagX = 0
      lagY = marginDistance
    }
    return (
      Self.truncate(dx >= 0 ? Double(point.x) - lagX : Double(point.x) + lagX),
      Self.truncate(dy >= 0 ? Double(point.y) - lagY : Double(point.y) + lagY)
    )
  }

  /// C's double-to-int conversion, with x86-64's answer for out-of-range values.
  private static func truncate(_ value: Double) -> Int32 {
    guard value.isFinite, value > -2_147_483_649, value < 2_147_483_648 else { return .min }
    return Int32(value)
  }
}
