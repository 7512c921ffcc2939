import Touchway

/// A 1000 × 1000 window filled with a ten-ary tree of views, hit-tested at fixed points: the
/// instruction gate's hit-test workload.
public final class HitTestScene {
  /// What the tree's views are.
  public enum Kind: String, CaseIterable, Sendable {
    /// `View`s.
    case view
    /// A subclass of `View` that overrides nothing of hit-testing.
    case subclass
    /// A subclass that answers `point(inside:with:)` itself, as a client's surface does.
    case pointInside
  }

  private let application = Application()
  private let points: [Point]

  /// A tree of `views` views of `kind`, and 1,024 points spread over the window by a fixed
  /// sequence.
  public init(views: Int, kind: Kind) {
    let window = Window(frame: Rect(x: 0, y: 0, width: 1000, height: 1000))
    window.fill(views: views) { frame in
      switch kind {
      case .view: View(frame: frame)
      case .subclass: PlainSubclassView(frame: frame)
      case .pointInside: InputRegionView(frame: frame)
      }
    }
    application.addWindow(window)
    var state: UInt64 = 0x2545_F491_4F6C_DD1D
    points = (0..<1_024).map { _ in
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Point(
        x: Double((state >> 40) % 1_000_000) / 1000, y: Double((state >> 20) % 1_000_000) / 1000)
    }
  }

  /// Hit-tests the point after the last one; returns whether it hit a view.
  public func nextHitTest(_ index: Int) -> Bool {
    application.hitTest(points[index & 1023], with: nil) != nil
  }
}

private final class PlainSubclassView: View {}

/// Answers with its bounds, through the override a client's surface view has.
private final class InputRegionView: View {
  override func point(inside point: Point, with event: TouchEvent?) -> Bool {
    point.x >= 0 && point.y >= 0 && point.x < bounds.width && point.y < bounds.height
  }
}
