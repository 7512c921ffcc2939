extension View {
  /// Whether the view can be hit at all: not hidden, user interaction enabled, and alpha
  /// of at least 0.01 (R8). A view that cannot be hit hides its whole subtree.
  public var isHitTestable: Bool {
    !isHidden && isUserInteractionEnabled && alpha >= 0.01
  }

  /// The first answer of the subviews' hit tests, front to back, at `point` in this view's
  /// coordinates.
  func hitTestSubviews(_ point: Point, with event: TouchEvent?) -> View? {
    View.firstHit(among: subviews, at: point, with: event)
  }

  /// The first answer of `views`' hit tests, front to back (last to first), at `point` in
  /// their superview's coordinates (the screen's for windows).
  static func firstHit<V: View>(among views: [V], at point: Point, with event: TouchEvent?)
    -> View?
  {
    // `views` is a copy the caller holds, which keeps every view in it alive whatever a hit
    // test does; so each view is lent to its hit test without a retain and release of its
    // own, which were most of a hit test's cost.
    views.withUnsafeBufferPointer { views in
      var index = views.endIndex
      while index > views.startIndex {
        index -= 1
        let hit = Unmanaged.passUnretained(views[index])._withUnsafeGuaranteedRef {
          $0.hitTest($0.convert(fromSuperview: point), with: event)
        }
        if let hit { return hit }
      }
      return nil
    }
  }
}
