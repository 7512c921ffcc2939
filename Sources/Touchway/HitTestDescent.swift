/// A hit test's way down a view tree, as a loop instead of a call per level.
///
/// From a view that can be hit and contains the point, the descent walks its subviews front
/// to back. A subview whose class is `View` or `Window` it tests itself, as
/// ``View/hitTest(_:with:)`` and ``View/point(inside:with:)`` would: the first that can be
/// hit and contains the point is where the descent goes on, as such a view's hit test
/// answers at least itself (so the descent never comes back up). Any other subview is asked
/// through its (overridable) `hitTest`, and the first answer is the hit. A level costs no
/// call of its own, which saved ~25 instructions a level.
///
/// The views descended into are lent unretained, each kept alive by its superview's
/// `subviews` (the first, by its caller: a walk over its superview's subviews or the
/// application's windows). Only a subview's method can change the tree (which R14 forbids),
/// so until one is called nothing is kept: a descent through `View`s alone begins no walk
/// and retains nothing but its answer. Before the first such call at a level, the descent
/// keeps that level's view alive (retaining it, unless it is the first) and begins a walk
/// over its subviews (`HitTestWalks`), so a change keeps the array walked, and the views
/// below, as they were; a later level's walk takes over.
struct HitTestDescent {
  /// The view the descent began in, which its caller keeps alive.
  private let entry: Unmanaged<View>
  /// The view whose subviews a walk is under way over, if any: `entry`, or a view the
  /// descent retained.
  private var walked: Unmanaged<View>?

  /// What walking one level found.
  private enum Step {
    /// A `View` or `Window` that can be hit and contains the point (in its coordinates):
    /// the descent goes on in it.
    case descend(Unmanaged<View>, Point)
    /// A subview's hit test answered.
    case hit(View)
    /// Nothing under the point: the current view is the hit.
    case none
  }

  /// The deepest view under `point` (in `view`'s coordinates) from `view`, a `View` or
  /// `Window` that can be hit and contains `point`: what its ``View/hitTest(_:with:)``
  /// answers. The caller keeps `view` alive even if a hit test changes the tree.
  @inline(__always)
  static func deepestHit(in view: Unmanaged<View>, at point: Point, with event: TouchEvent?)
    -> View
  {
    var descent = HitTestDescent(entry: view)
    return descent.run(at: point, with: event)
  }

  private init(entry: Unmanaged<View>) {
    self.entry = entry
  }

  private mutating func run(at point: Point, with event: TouchEvent?) -> View {
    var view = entry
    var point = point
    while true {
      switch walkSubviews(of: view, at: point, with: event) {
      case .descend(let subview, let subviewPoint):
        view = subview
        point = subviewPoint
      case .hit(let hit):
        endWalk()
        return hit
      case .none:
        // Retained before the walk ends: that walk may be what keeps it alive.
        let hit = view.takeUnretainedValue()
        endWalk()
        return hit
      }
    }
  }

  /// The first subview of `view` under `point`, front to back.
  @inline(__always)
  private mutating func walkSubviews(
    of view: Unmanaged<View>, at point: Point, with event: TouchEvent?
  ) -> Step {
    // No walk until a subview's method is called: until then nothing can change the tree.
    var walk = -1
    guard view._withUnsafeGuaranteedRef({ $0.hasSubviews }) else { return .none }
    var index = view._withUnsafeGuaranteedRef { $0.subviews.count }
    while index > 0 {
      index -= 1
      let subview = view._withUnsafeGuaranteedRef { view in
        walk < 0
          ? Unmanaged.passUnretained(view.subviews[index])
          : view.subviewWalks.element(index, of: view.subviews, walk: walk)
      }
      let step = subview._withUnsafeGuaranteedRef { subview -> Step? in
        let point = subview.convert(fromSuperview: point)
        switch subview.hitTestStep(at: point) {
        case .descend: return .descend(Unmanaged.passUnretained(subview), point)
        case .ask:
          if walk < 0 { walk = beginWalk(over: view) }
          return subview.hitTest(point, with: event).map(Step.hit)
        case .pass: return nil
        }
      }
      if let step { return step }
    }
    return .none
  }

  /// Keeps `view` alive and begins a walk over its subviews, whose methods are about to be
  /// called; ends the walk of a level above, whose array kept `view` alive until now.
  /// Returns the walk.
  private mutating func beginWalk(over view: Unmanaged<View>) -> Int {
    if view.toOpaque() != entry.toOpaque() { _ = view.retain() }
    let walk = view._withUnsafeGuaranteedRef { $0.subviewWalks.begin() }
    endWalk()
    walked = view
    return walk
  }

  /// Ends the walk under way, if any, and lets go of its view.
  @inline(__always)
  private mutating func endWalk() {
    guard let walked else { return }
    walked._withUnsafeGuaranteedRef { $0.subviewWalks.end() }
    if walked.toOpaque() != entry.toOpaque() { walked.release() }
    self.walked = nil
  }
}
