import Touchway

/// Two overlapping windows on a 1920×1080 screen, each holding a ten-ary tree of views, and
/// a set of points to hit-test: the shape of wlroots' `wlr_scene_node_at` benchmark (two
/// windows, N rectangles in all), for comparing the cost of one hit test.
final class HitTestScene {
  /// Where the points fall.
  enum PointSet: String, CaseIterable {
    /// Anywhere on the screen, some of them on no window.
    case random
    /// Inside the front window.
    case frontWindow = "front window"
    /// Inside the back window, where the front one does not cover it.
    case backWindow = "back window"
  }

  let application = Application()
  private let points: [Point]
  private var index = 0

  /// A scene of `rects` rectangles: the two windows and their views.
  init(rects: Int, points set: PointSet) {
    let back = Window(frame: Rect(x: 0, y: 0, width: 1200, height: 900))
    let front = Window(frame: Rect(x: 720, y: 180, width: 1200, height: 900))
    for window in [back, front] {
      var remaining = rects / 2 - 1
      TouchStream.fill(window, remaining: &remaining)
      application.addWindow(window)
    }
    var generator = SplitMix64(state: 1)
    points = (0..<1024).map { _ in Self.point(in: set, using: &generator) }
  }

  /// Hit-tests the next point of the set.
  func hitTestNext() -> View? {
    index = (index + 1) & (points.count - 1)
    return application.hitTest(points[index], with: nil)
  }

  private static func point(in set: PointSet, using generator: inout SplitMix64) -> Point {
    while true {
      let point = Point(
        x: Double.random(in: 0..<1920, using: &generator),
        y: Double.random(in: 0..<1080, using: &generator))
      let inFront = point.x >= 720 && point.y >= 180
      let inBack = point.x < 1200 && point.y < 900
      switch set {
      case .random: return point
      case .frontWindow where inFront: return point
      case .backWindow where inBack && !inFront: return point
      default: continue
      }
    }
  }
}

/// A small seeded generator, so every run hit-tests the same points.
struct SplitMix64: RandomNumberGenerator {
  var state: UInt64

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
