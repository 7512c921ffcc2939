/// What an `xdg_surface` becomes: a toplevel or a popup. The xdg_surface runs the
/// configure and map sequence common to both and asks its role for the rest.
protocol XdgRole: AnyObject {
  /// Checks the role's pending state before a commit; returns false after posting an error.
  func roleWillCommit() -> Bool
  /// Applies the role's double-buffered state; the surface's state was just applied.
  func roleStateApplied()
  /// Sends the role's configure events, then has the xdg_surface send its `configure`.
  func sendConfigure()
  /// The surface became visible.
  func roleMapped()
  /// The surface stopped being visible.
  func roleUnmapped()
}

extension XdgRole {
  func roleWillCommit() -> Bool { true }
  func roleStateApplied() {}
}
