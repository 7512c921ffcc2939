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
}
