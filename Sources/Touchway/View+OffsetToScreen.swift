extension View {
  /// What converting a point of this view's space to the screen's adds to it: the offsets
  /// (frame origin less bounds origin) of the view and of every view it is in.
  ///
  /// Cached, because every touch location sent to a client is converted this way and walking
  /// the superviews each time made ``Touch/location(in:)`` cost the depth of the tree. A
  /// view computes its cache from its superview's, so a view with an empty cache has none
  /// cached inside it either.
  // Inlinable, the cached case: a surface view converts its origin every frame it sends.
  @inlinable var offsetToScreen: Point {
    if let cachedOffsetToScreen { return cachedOffsetToScreen }
    return computeOffsetToScreen()
  }

  /// ``offsetToScreen`` computed, and cached.
  @usableFromInline func computeOffsetToScreen() -> Point {
    let outer = superview?.offsetToScreen ?? .zero
    let offset = Point(
      x: outer.x + frame.minX - bounds.minX, y: outer.y + frame.minY - bounds.minY)
    cachedOffsetToScreen = offset
    return offset
  }

  /// Drops the cached offsets of this view and of the views inside it, after its frame,
  /// bounds or superview changed. It stops at views with an empty cache, so it walks only
  /// the part of the tree that has been converted through since the last change.
  func invalidateOffsetToScreen() {
    guard cachedOffsetToScreen != nil else { return }
    cachedOffsetToScreen = nil
    for subview in subviews { subview.invalidateOffsetToScreen() }
  }
}
