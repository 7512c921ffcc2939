internal import CWaylandServer
internal import WaylandProtocols.Interfaces
internal import WaylandProtocols.Server

/// A client's `xdg_wm_base`: makes xdg_surfaces and positioners, and answers pings.
final class XdgWmBase: ResourceObject {
  /// The version of xdg-shell the server implements.
  static let version: Int32 = 5

  let compositor: Compositor
  /// The xdg_surfaces made here that still exist; destroying the base before them is an
  /// error (`defunct_surfaces`).
  var surfaceCount = 0

  init(resource: OpaquePointer, client: WaylandClient, compositor: Compositor) {
    self.compositor = compositor
    super.init(resource: resource, client: client, implementation: Self.requests)
  }

  private func destroyRequested() {
    guard surfaceCount == 0 else {
      postError(
        XDG_WM_BASE_ERROR_DEFUNCT_SURFACES.rawValue,
        "destroyed while \(surfaceCount) xdg_surface objects still exist")
      return
    }
    destroy()
  }

  private func createPositioner(id: UInt32) {
    guard
      let resource = makeResource(
        client, touchway_xdg_positioner_interface(), version: version, id: id)
    else { return }
    _ = XdgPositioner(resource: resource, client: client)
  }

  private func getXdgSurface(id: UInt32, surface surfaceResource: OpaquePointer?) {
    let surface = Surface.from(surfaceResource)
    if surface.xdgSurface != nil {
      postError(XDG_WM_BASE_ERROR_ROLE.rawValue, "\(surface.name) already has an xdg_surface")
      return
    }
    if let role = surface.role, role != .xdgToplevel, role != .xdgPopup {
      postError(
        XDG_WM_BASE_ERROR_ROLE.rawValue, "\(surface.name) already has the role \(role.rawValue)")
      return
    }
    guard
      let resource = makeResource(
        client, touchway_xdg_surface_interface(), version: version, id: id)
    else { return }
    let xdgSurface = XdgSurface(resource: resource, client: client, base: self, surface: surface)
    if surface.current.buffer != nil || surface.pending.buffer != nil {
      xdgSurface.postError(
        XDG_SURFACE_ERROR_ALREADY_CONSTRUCTED.rawValue,
        "\(surface.name) had a buffer before it got an xdg_surface")
    }
  }

  nonisolated(unsafe) private static let requests = implementation(
    xdg_wm_base_interface(
      destroy: { _, resource in from(resource).destroyRequested() },
      create_positioner: { _, resource, id in from(resource).createPositioner(id: id) },
      get_xdg_surface: { _, resource, id, surface in
        from(resource).getXdgSurface(id: id, surface: surface)
      },
      // The server sends no pings, so there is nothing to match a pong with.
      pong: { _, _, _ in }))
}
