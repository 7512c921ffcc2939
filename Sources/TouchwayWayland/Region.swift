internal import CWlroots
import Touchway

/// A set of rectangles a client gave as a `wl_region`, in surface coordinates.
struct Region {
  private var rectangles: [Rect] = []

  /// The empty region.
  init() {}

  /// The rectangles of a pixman region (`wlr_region_from_resource`).
  init(_ region: UnsafeMutablePointer<pixman_region32_t>) {
    var count: Int32 = 0
    guard let boxes = pixman_region32_rectangles(region, &count) else { return }
    rectangles = (0..<Int(count)).map { index in
      let box = boxes[index]
      return Rect(
        x: Double(box.x1), y: Double(box.y1), width: Double(box.x2 - box.x1),
        height: Double(box.y2 - box.y1))
    }
  }

  /// Whether `point` is in one of the rectangles.
  func contains(_ point: Point) -> Bool {
    rectangles.contains { $0.contains(point) }
  }

  /// Whether the region has no rectangle.
  var isEmpty: Bool { rectangles.isEmpty }

  /// The region within `bounds`, moved by `offset`.
  func clipped(to bounds: Rect, movedBy offset: Point = Point(x: 0, y: 0)) -> Region {
    var region = Region()
    region.rectangles = rectangles.compactMap { rectangle -> Rect? in
      let minX = max(rectangle.minX, bounds.minX)
      let minY = max(rectangle.minY, bounds.minY)
      let maxX = min(rectangle.maxX, bounds.maxX)
      let maxY = min(rectangle.maxY, bounds.maxY)
      guard maxX > minX, maxY > minY else { return nil }
      return Rect(x: minX + offset.x, y: minY + offset.y, width: maxX - minX, height: maxY - minY)
    }
    return region
  }

  /// Adds the rectangles of `other`.
  mutating func formUnion(_ other: Region) {
    rectangles += other.rectangles
  }

  /// The region cut down to at most `limit` points of length along one axis: the
  /// rectangles nearest the end of that axis (the bottom for `vertical`, the right for
  /// horizontal) are kept first, as far as the limit goes. Overlapping rectangles count
  /// twice, so the cut is never short of the limit.
  func capped(alongVertical vertical: Bool, to limit: Double) -> Region {
    var left = limit
    var kept = Region()
    for rectangle in rectangles.sorted(by: { vertical ? $0.maxY > $1.maxY : $0.maxX > $1.maxX }) {
      guard left > 0 else { break }
      let length = min(vertical ? rectangle.height : rectangle.width, left)
      left -= length
      kept.rectangles.append(
        vertical
          ? Rect(
            x: rectangle.minX, y: rectangle.maxY - length, width: rectangle.width, height: length)
          : Rect(
            x: rectangle.maxX - length, y: rectangle.minY, width: length, height: rectangle.height))
    }
    return kept
  }
}
