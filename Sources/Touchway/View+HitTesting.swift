extension View {
  /// Whether the view can be hit at all: not hidden, user interaction enabled, and alpha
  /// of at least 0.01 (R8). A view that cannot be hit hides its whole subtree.
  public var isHitTestable: Bool {
    !isHidden && isUserInteractionEnabled && alpha >= 0.01
  }

  /// What ``hitTest(_:with:)`` returns for a view that can be hit and contains `point`:
  /// the first answer of its subviews' hit tests, or the view itself.
  final func deepestHit(_ point: Point, with event: TouchEvent?) -> View {
    guard !subviews.isEmpty else { return self }
    return hitTestSubviews(point, with: event) ?? self
  }

  /// The first answer of the subviews' hit tests, front to back, at `point` in this view's
  /// coordinates.
  func hitTestSubviews(_ point: Point, with event: TouchEvent?) -> View? {
    let walk = subviewWalks.begin()
    defer { subviewWalks.end() }
    var index = subviews.count
    while index > 0 {
      index -= 1
      let subview = subviewWalks.element(index, of: subviews, walk: walk)
      if let hit = View.hitTest(lending: subview, at: point, with: event) { return hit }
    }
    return nil
  }

  /// `view`'s hit test at `point` in its superview's coordinates (the screen's for a
  /// window), without retaining `view`: the walk that found it keeps it alive
  /// (`HitTestWalks`).
  @inline(__always)
  static func hitTest<V: View>(lending view: Unmanaged<V>, at point: Point, with event: TouchEvent?)
    -> View?
  {
    view._withUnsafeGuaranteedRef { view in
      let point = view.convert(fromSuperview: point)
      guard view.hitTestsAsView else { return view.hitTest(point, with: event) }
      // What `View.hitTest` does, as `point(inside:with:)` is `View`'s too.
      guard view.isHitTestable, view.bounds.contains(point) else { return nil }
      return view.deepestHit(point, with: event)
    }
  }
}
