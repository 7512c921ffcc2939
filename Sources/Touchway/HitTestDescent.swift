/// A hit test's way down a view tree, as a loop instead of a call per level.
///
/// A view whose class is `View` or `Window` is tested here, as ``View/hitTest(_:with:)`` and
/// ``View/point(inside:with:)`` would: the first subview, front to back, that can be hit and
/// contains the point is where the descent goes on, as such a view's hit test answers at
/// least itself (so the descent never comes back up). A view of any other class is asked
/// through its (overridable) `hitTest`, whose default (`View`'s) asks its `point(inside:)`
/// and descends from it here: a subclass that overrides neither costs two calls a view.
///
/// It reads each view's `HitTestNode`, not its (checked) properties, and lends the views
/// it walks unretained: until a subclass's method is called nothing can change the tree,
/// so each view is kept alive by its superview's subviews (the first, by the caller).
/// Before the first such call at a level, the descent keeps that level's view and its
/// subviews (retained, in `kept`) and walks the kept array from then on: a hit test must
/// not change the tree (R14), but if an override does, the walk goes on over the views as
/// they were, and they stay alive until it is done.
enum HitTestDescent {
  /// What `view`'s ``View/hitTest(_:with:)`` answers at `point`, in its coordinates.
  @inline(__always)
  static func hit(_ view: View, at point: Point, with event: TouchEvent?) -> View? {
    guard testsInline(view) else { return view.hitTest(point, with: event) }
    let node = view.hitTestNode
    guard node.isHitTestable && node.bounds.contains(point) else { return nil }
    return deepestHit(from: view, at: point, with: event)
  }

  /// What walking a subview found.
  private enum Step {
    /// A `View` or `Window` that can be hit and contains the point (in its coordinates).
    case descend(Point)
    /// A subclass's view answered.
    case hit(View)
    /// Nothing here.
    case pass
  }

  /// The deepest view under `point` (in `view`'s coordinates) from `view`, which can be hit
  /// and contains `point`: the first answer of its subviews' hit tests, or `view` itself.
  /// The caller keeps `view` alive.
  static func deepestHit(from view: View, at point: Point, with event: TouchEvent?) -> View {
    var view = Unmanaged.passUnretained(view)
    var point = point
    // The view and subviews of the level that last called a subclass's method.
    var kept: (view: View, subviews: [View])?
    descent: while true {
      var keptHere = false
      var index = view._withUnsafeGuaranteedRef { $0.hitTestNode.subviews.count }
      while index > 0 {
        index -= 1
        let subview =
          keptHere
          ? Unmanaged.passUnretained(kept.unsafelyUnwrapped.subviews[index])
          : view._withUnsafeGuaranteedRef { .passUnretained($0.hitTestNode.subviews[index]) }
        let step = subview._withUnsafeGuaranteedRef { subview -> Step in
          let node = subview.hitTestNode
          let subviewPoint = node.convert(fromSuperview: point)
          if testsInline(subview) {
            return node.isHitTestable && node.bounds.contains(subviewPoint)
              ? .descend(subviewPoint) : .pass
          }
          if !keptHere {
            let level = view.takeUnretainedValue()
            kept = (level, level.hitTestNode.subviews)
            keptHere = true
          }
          return subview.hitTest(subviewPoint, with: event).map(Step.hit) ?? .pass
        }
        switch step {
        case .pass: continue
        case .hit(let hit): return hit
        case .descend(let subviewPoint):
          view = subview
          point = subviewPoint
          continue descent
        }
      }
      return view.takeUnretainedValue()
    }
  }

  /// Whether the view's class is `View` or `Window`, whose `hitTest` and `point(inside:)`
  /// the descent makes itself (a subclass may override either), or a subclass's view that
  /// answers as they do for now (``View/answersPointInsideByBounds``).
  @inline(__always)
  private static func testsInline(_ view: View) -> Bool {
    let type = type(of: view)
    return type == View.self || type == Window.self || view.hitTestNode.answersByBounds
  }
}
