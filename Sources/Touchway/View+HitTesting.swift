extension View {
  /// Whether the view can be hit at all: not hidden, user interaction enabled, and alpha
  /// of at least 0.01 (R8). A view that cannot be hit hides its whole subtree.
  public var isHitTestable: Bool {
    !isHidden && isUserInteractionEnabled && alpha >= 0.01
  }

  /// What ``hitTest(_:with:)`` returns for a view that can be hit and contains `point`:
  /// the first answer of its subviews' hit tests, or the view itself (`HitTestDescent`).
  final func deepestHit(_ point: Point, with event: TouchEvent?) -> View {
    guard !subviews.isEmpty else { return self }
    return HitTestDescent.deepestHit(
      in: Unmanaged.passUnretained(self), keptByCaller: true, at: point, with: event)
  }
}
