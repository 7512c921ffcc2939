/// A hit test's way down a view tree, as a loop instead of a call per level.
///
/// A view whose class is `View` or `Window` is tested here, as ``View/hitTest(_:with:)`` and
/// ``View/point(inside:with:)`` would: the first subview, front to back, that can be hit and
/// contains the point is where the descent goes on, as such a view's hit test answers at
/// least itself (so the descent never comes back up). A view of any other class is asked
/// through its (overridable) `hitTest`, whose default (`View`'s) asks its `point(inside:)`
/// and descends from it here: a subclass that overrides neither costs two calls a view.
///
/// Each level's subviews are read once, into a local array: a hit test must not change
/// the tree (R14), but if an override does, the walk goes on over the views as they were,
/// and they stay alive until it is done.
enum HitTestDescent {
  /// What `view`'s ``View/hitTest(_:with:)`` answers at `point`, in its coordinates.
  @inline(__always)
  static func hit(_ view: View, at point: Point, with event: TouchEvent?) -> View? {
    guard testsInline(view) else { return view.hitTest(point, with: event) }
    guard view.isHitTestable && view.bounds.contains(point) else { return nil }
    return deepestHit(from: view, at: point, with: event)
  }

  /// The deepest view under `point` (in `view`'s coordinates) from `view`, which can be hit
  /// and contains `point`: the first answer of its subviews' hit tests, or `view` itself.
  static func deepestHit(from view: View, at point: Point, with event: TouchEvent?) -> View {
    var view = view
    var point = point
    descent: while true {
      let subviews = view.subviews
      var index = subviews.endIndex
      while index > subviews.startIndex {
        index -= 1
        let subview = subviews[index]
        // Each property read once: every read of a public property is checked.
        let frame = subview.frame
        let bounds = subview.bounds
        let subviewPoint = Point(
          x: point.x - frame.minX + bounds.minX, y: point.y - frame.minY + bounds.minY)
        guard testsInline(subview) else {
          if let hit = subview.hitTest(subviewPoint, with: event) { return hit }
          continue
        }
        guard bounds.contains(subviewPoint) && subview.isHitTestable else { continue }
        view = subview
        point = subviewPoint
        continue descent
      }
      return view
    }
  }

  /// Whether the view's class is `View` or `Window`, whose `hitTest` and `point(inside:)`
  /// the descent makes itself: a subclass may override either.
  @inline(__always)
  private static func testsInline(_ view: View) -> Bool {
    let type = type(of: view)
    return type == View.self || type == Window.self
  }
}
