/// The role a surface is given once and keeps for life (see `wl_surface`, "roles").
enum SurfaceRole: String {
  case subsurface = "wl_subsurface"
  case xdgToplevel = "xdg_toplevel"
  case xdgPopup = "xdg_popup"
  case cursor = "wl_pointer cursor"
}

/// The object that plays a surface's role now: a subsurface, an xdg_surface. It may check
/// a commit before it happens and follows what each applied commit changed.
protocol SurfaceRoleObject: AnyObject {
  /// Checks the pending state before a commit; returns false if the client broke a rule,
  /// after posting the protocol error.
  func surfaceWillCommit(_ pending: SurfaceState) -> Bool
  /// Whether the surface's commits wait in a cache for its parent's (a synchronized
  /// subsurface, or one inside a synchronized subsurface).
  var isSynchronized: Bool { get }
  /// A committed state was applied to the surface.
  func surfaceDidApplyState()
  /// The surface was destroyed before its role object: the role object becomes inert.
  func surfaceDestroyed()
}

extension SurfaceRoleObject {
  func surfaceWillCommit(_ pending: SurfaceState) -> Bool { true }
  var isSynchronized: Bool { false }
  func surfaceDidApplyState() {}
}
