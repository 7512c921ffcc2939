extension View {
  /// Whether the view can be hit at all: not hidden, user interaction enabled, and alpha
  /// of at least 0.01 (R8). A view that cannot be hit hides its whole subtree.
  public var isHitTestable: Bool {
    !isHidden && isUserInteractionEnabled && alpha >= 0.01
  }
}
