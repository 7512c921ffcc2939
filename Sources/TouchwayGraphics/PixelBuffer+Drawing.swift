extension PixelBuffer {
  /// The whole buffer as a rectangle.
  public var bounds: PixelRect { PixelRect(x: 0, y: 0, width: width, height: height) }

  /// Sets every pixel of `rect` (clipped to the buffer) to `color`.
  public func fill(_ rect: PixelRect, with color: Color) {
    let clipped = rect.intersection(bounds)
    guard !clipped.isEmpty else { return }
    for y in clipped.y..<(clipped.y + clipped.height) {
      let row = row(y)
      for x in clipped.x..<(clipped.x + clipped.width) { row[x] = color.argb }
    }
  }

  /// Paints a straight stroke of the given width with round ends, without anti-aliasing:
  /// every pixel whose centre is within `width / 2` of the segment takes `color`.
  public func strokeLine(from start: PixelPoint, to end: PixelPoint, width: Double, color: Color) {
    let radius = width / 2
    let left = floor(min(start.x, end.x) - radius)
    let top = floor(min(start.y, end.y) - radius)
    let box = PixelRect(
      x: left, y: top,
      width: floor(max(start.x, end.x) + radius) - left + 1,
      height: floor(max(start.y, end.y) + radius) - top + 1
    ).intersection(bounds)
    guard !box.isEmpty else { return }
    let segment = Segment(start: start, end: end)
    for y in box.y..<(box.y + box.height) {
      let row = row(y)
      for x in box.x..<(box.x + box.width) {
        let centre = PixelPoint(x: Double(x) + 0.5, y: Double(y) + 0.5)
        if segment.squaredDistance(to: centre) <= radius * radius { row[x] = color.argb }
      }
    }
  }

  /// Paints a filled disc without anti-aliasing.
  public func fillCircle(center: PixelPoint, radius: Double, color: Color) {
    strokeLine(from: center, to: center, width: radius * 2, color: color)
  }
}

/// The largest whole number not above `value`, clamped to ±2³¹ so that far-off strokes
/// cannot overflow. (`rounded(.down)` would need libm, which this module does not link.)
private func floor(_ value: Double) -> Int {
  let clamped = min(max(value, -2_147_483_648), 2_147_483_647)
  let truncated = Int(clamped)
  return Double(truncated) > clamped ? truncated - 1 : truncated
}

/// A line segment, for distance tests.
private struct Segment {
  let start: PixelPoint
  let end: PixelPoint

  func squaredDistance(to point: PixelPoint) -> Double {
    let dx = end.x - start.x
    let dy = end.y - start.y
    let lengthSquared = dx * dx + dy * dy
    // Project onto the segment, clamped to its ends; a zero-length segment is its start.
    let t =
      lengthSquared == 0
      ? 0 : min(max(((point.x - start.x) * dx + (point.y - start.y) * dy) / lengthSquared, 0), 1)
    let nearestX = start.x + t * dx - point.x
    let nearestY = start.y + t * dy - point.y
    return nearestX * nearestX + nearestY * nearestY
  }
}
