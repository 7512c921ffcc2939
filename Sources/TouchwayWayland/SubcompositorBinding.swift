internal import CWaylandServer

/// A client's `wl_subcompositor`: turns surfaces into subsurfaces.
final class SubcompositorBinding: ResourceObject {
  /// The version of `wl_subcompositor` the server implements.
  static let version: Int32 = 1

  init(resource: OpaquePointer, client: WaylandClient) {
    super.init(resource: resource, client: client, implementation: Self.requests)
  }

  private func getSubsurface(
    id: UInt32, surface surfaceResource: OpaquePointer?, parent parentResource: OpaquePointer?
  ) {
    let surface = Surface.from(surfaceResource)
    let parent = Surface.from(parentResource)
    let badSurface = WL_SUBCOMPOSITOR_ERROR_BAD_SURFACE.rawValue
    if parent.hasAncestor(surface) {
      postError(
        badSurface,
        "\(surface.name) cannot be a subsurface of itself or of its own subsurface \(parent.name)")
      return
    }
    if surface.roleObject != nil || surface.xdgSurface != nil {
      postError(badSurface, "\(surface.name) already has a role object")
      return
    }
    guard surface.assignRole(.subsurface, errorOn: self, code: badSurface),
      let resource = makeResource(client, touchway_wl_subsurface_interface(), version: 1, id: id)
    else { return }
    _ = Subsurface(resource: resource, client: client, surface: surface, parent: parent)
  }

  nonisolated(unsafe) private static let requests = implementation(
    wl_subcompositor_interface(
      destroy: destroyRequest,
      get_subsurface: { _, resource, id, surface, parent in
        from(resource).getSubsurface(id: id, surface: surface, parent: parent)
      }))
}
