import Testing
import Touchway

/// Hit tests of `View`s and `Window`s, which the walk tests itself, answer as those of
/// subclasses, whose methods it calls; and a hit test that changes the tree (which R14
/// forbids) neither frees what it walks nor changes what it sees.
@Suite struct HitTestingTests {
  /// A subclass that overrides nothing: the walk calls its methods.
  final class AskedView: View {}
  final class AskedWindow: Window {}

  @Test func viewsAnswerAsSubclassesWhoseMethodsAreCalled() {
    Self.expectTheHitsOfSubclassesOnly { _ in { false } }
  }

  /// Trees mixing `View`s and subclasses' views: the walk tests some levels itself and asks
  /// others, and goes down through both.
  @Test func mixedTreesAnswerAsSubclassesWhoseMethodsAreCalled() {
    Self.expectTheHitsOfSubclassesOnly { seed in
      var mix = SeededRandom(seed: ~seed)
      return { Bool.random(using: &mix) }
    }
  }

  /// For 50 random seeds, the tree each makes with subclasses' views where `asked(seed)`
  /// says so, and the same tree with subclasses' views only, hit at the same 200 random
  /// points, answer alike.
  static func expectTheHitsOfSubclassesOnly(
    where asked: (UInt64) -> () -> Bool, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    var random = SystemRandomNumberGenerator()
    for _ in 0..<50 {
      let seed = UInt64.random(in: 0...UInt64.max, using: &random)
      var testedRandom = SeededRandom(seed: seed)
      var askedRandom = SeededRandom(seed: seed)
      let tested = application(asked: asked(seed), using: &testedRandom)
      let subclassesOnly = application(asked: { true }, using: &askedRandom)
      for _ in 0..<200 {
        let point = Point(
          x: Double.random(in: -20..<420, using: &random),
          y: Double.random(in: -20..<420, using: &random))
        let hit = tested.hitTest(point, with: nil)
        let subclassHit = subclassesOnly.hitTest(point, with: nil)
        #expect(
          hit?.name == subclassHit?.name, "seed \(seed), \(point)", sourceLocation: sourceLocation)
      }
    }
  }

  /// An application whose one window, 100 points square, is filled by one view.
  private func applicationWithOneView() -> (Application, Window, View) {
    let window = Window(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    let view = View(frame: window.bounds, name: "view")
    window.addSubview(view)
    let application = Application()
    application.addWindow(window)
    return (application, window, view)
  }

  /// The walk tests a `View` itself with the flags it has now, however often they changed.
  @Test func aViewIsHitAsItsFlagsAreNow() {
    let (application, window, view) = applicationWithOneView()
    let point = Point(x: 50, y: 50)

    view.isHidden = true
    #expect(application.hitTest(point, with: nil) === window)
    view.isHidden = false
    view.alpha = 0.005
    #expect(application.hitTest(point, with: nil) === window)
    view.alpha = 0.01
    view.isUserInteractionEnabled = false
    #expect(application.hitTest(point, with: nil) === window)
    view.isUserInteractionEnabled = true
    #expect(application.hitTest(point, with: nil) === view)
    window.isHidden = true
    #expect(application.hitTest(point, with: nil) == nil)
  }

  /// The walk reads a view's geometry as it is now: a frame moved, a bounds scrolled or
  /// resized, a window moved, after the tree was made.
  @Test func aViewIsHitWhereItsGeometryIsNow() {
    let (application, window, view) = applicationWithOneView()
    view.frame = Rect(x: 60, y: 60, width: 40, height: 40)
    #expect(application.hitTest(Point(x: 50, y: 50), with: nil) === window)
    #expect(application.hitTest(Point(x: 70, y: 70), with: nil) === view)

    let inner = View(frame: Rect(x: 0, y: 0, width: 10, height: 10), name: "inner")
    view.addSubview(inner)
    #expect(application.hitTest(Point(x: 65, y: 65), with: nil) === inner)
    // Scrolled by 5: the inner view shows 5 points up and left of where it did.
    view.bounds.origin = Point(x: 5, y: 5)
    #expect(application.hitTest(Point(x: 58, y: 58), with: nil) === window)
    #expect(application.hitTest(Point(x: 62, y: 62), with: nil) === inner)
    #expect(application.hitTest(Point(x: 66, y: 66), with: nil) === view)
    view.bounds.size = Size(width: 2, height: 2)
    #expect(application.hitTest(Point(x: 62, y: 62), with: nil) === window)

    window.frame.origin = Point(x: 100, y: 0)
    #expect(application.hitTest(Point(x: 50, y: 50), with: nil) == nil)
    #expect(application.hitTest(Point(x: 161, y: 61), with: nil) === inner)
  }

  /// The walk tells a leaf by a flag the view keeps, not by its array: a view that gains
  /// subviews is gone through, and one that loses them is the hit again.
  @Test func aViewIsHitAsItsSubviewsAreNow() {
    let (application, window, view) = applicationWithOneView()
    let point = Point(x: 50, y: 50)
    #expect(application.hitTest(point, with: nil) === view)

    let inner = View(frame: Rect(x: 40, y: 40, width: 20, height: 20), name: "inner")
    view.addSubview(inner)
    #expect(application.hitTest(point, with: nil) === inner)
    inner.removeFromSuperview()
    #expect(application.hitTest(point, with: nil) === view)
    view.addSubview(inner)
    view.removeFromSuperview()
    #expect(application.hitTest(point, with: nil) === window)
  }

  @Test func aHitTestThatChangesTheTreeSeesItAsItWas() {
    let window = Window(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    window.addSubview(View(frame: window.bounds, name: "back"))
    window.addSubview(RearrangingView(frame: window.bounds, name: "rearranging"))
    let application = Application()
    application.addWindow(window)
    application.addWindow(RemovingWindow(frame: window.frame))

    // The front window takes both windows out, and the back window's front view puts a new
    // view in front of itself and takes itself and the back view out: the walks go on
    // through what they began with.
    #expect(application.hitTest(Point(x: 50, y: 50), with: nil)?.name == "back")
    #expect(window.subviews.map(\.name) == ["late"])
    #expect(application.windows.isEmpty)
  }

  /// A hit test that went down through `View`s, which it tests without retaining them, and
  /// meets a view that takes them, their window and itself out of the tree: nothing it
  /// walks is freed, and it goes on through the tree as it was.
  @Test func aHitTestThatTakesOutTheViewsAboveSeesThemAsTheyWere() {
    // Only the application holds the tree, so whatever is taken out is freed when let go.
    let application = Self.applicationWithUprootingView()
    #expect(application.hitTest(Point(x: 50, y: 50), with: nil)?.name == "back")
    #expect(application.windows.isEmpty)
  }

  static func applicationWithUprootingView() -> Application {
    let window = Window(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    let outer = View(frame: window.bounds, name: "outer")
    window.addSubview(outer)
    let inner = View(frame: outer.bounds, name: "inner")
    outer.addSubview(inner)
    inner.addSubview(View(frame: inner.bounds, name: "back"))
    inner.addSubview(UprootingView(frame: inner.bounds))
    let application = Application()
    application.addWindow(window)
    return application
  }

  /// An application of two overlapping windows holding random trees of views with random
  /// frames, bounds origins and hit-test flags: `View`s and `Window`s, or their subclasses
  /// where `asked()` says so (drawn from a generator of its own, so that the same seed makes
  /// the same tree).
  static func application(asked: () -> Bool, using random: inout SeededRandom) -> Application {
    let application = Application()
    for index in 0..<2 {
      let frame = Rect(x: Double(index) * 150, y: Double(index) * 100, width: 250, height: 300)
      let window = asked() ? AskedWindow(frame: frame) : Window(frame: frame)
      window.name = "window \(index)"
      configure(window, using: &random)
      fill(window, asked: asked, depth: 0, name: "\(index)", using: &random)
      application.addWindow(window)
    }
    return application
  }

  static func fill(
    _ parent: View, asked: () -> Bool, depth: Int, name: String,
    using random: inout SeededRandom
  ) {
    guard depth < 4 else { return }
    for index in 0..<Int.random(in: 0...4, using: &random) {
      let frame = Rect(
        x: Double.random(in: -20..<parent.bounds.width, using: &random),
        y: Double.random(in: -20..<parent.bounds.height, using: &random),
        width: Double.random(in: 1..<parent.bounds.width, using: &random),
        height: Double.random(in: 1..<parent.bounds.height, using: &random))
      let view = asked() ? AskedView(frame: frame) : View(frame: frame)
      view.name = "\(name).\(index)"
      configure(view, using: &random)
      parent.addSubview(view)
      fill(view, asked: asked, depth: depth + 1, name: view.name!, using: &random)
    }
  }

  static func configure(_ view: View, using random: inout SeededRandom) {
    view.bounds.origin = Point(
      x: Double.random(in: -10..<10, using: &random), y: Double.random(in: -10..<10, using: &random)
    )
    view.isHidden = Int.random(in: 0..<10, using: &random) == 0
    view.isUserInteractionEnabled = Int.random(in: 0..<10, using: &random) != 0
    view.alpha = [0, 0.005, 0.01, 0.5, 1][Int.random(in: 0..<5, using: &random)]
  }
}

/// Puts a view in front of itself, then takes its back sibling and itself out; hits nothing.
private final class RearrangingView: View {
  override func hitTest(_ point: Point, with event: TouchEvent?) -> View? {
    guard let superview else { return nil }
    superview.addSubview(View(frame: bounds, name: "late"))
    superview.subviews.first { $0.name == "back" }?.removeFromSuperview()
    removeFromSuperview()
    return nil
  }
}

/// Takes its window out of the application, its superview's superview out of the window,
/// its superview out of that, and its back sibling and itself out; hits nothing.
private final class UprootingView: View {
  override func hitTest(_ point: Point, with event: TouchEvent?) -> View? {
    guard let inner = superview, let outer = inner.superview, let window = outer.window else {
      return nil
    }
    window.application?.removeWindow(window)
    outer.removeFromSuperview()
    inner.removeFromSuperview()
    inner.subviews.first { $0.name == "back" }?.removeFromSuperview()
    removeFromSuperview()
    return nil
  }
}

/// Takes every window out of the application; hits nothing.
private final class RemovingWindow: Window {
  override func hitTest(_ point: Point, with event: TouchEvent?) -> View? {
    if let application {
      for window in application.windows { application.removeWindow(window) }
    }
    return nil
  }
}

/// SplitMix64: the same trees from the same seed.
struct SeededRandom: RandomNumberGenerator {
  var seed: UInt64

  mutating func next() -> UInt64 {
    seed &+= 0x9E37_79B9_7F4A_7C15
    var z = seed
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
