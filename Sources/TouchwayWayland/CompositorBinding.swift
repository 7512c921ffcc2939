internal import CWaylandServer

/// A client's `wl_compositor`: makes surfaces and regions.
final class CompositorBinding: ResourceObject {
  /// The version of `wl_compositor` (and so of `wl_surface`) the server implements.
  static let version: Int32 = 5

  private let compositor: Compositor

  init(resource: OpaquePointer, client: WaylandClient, compositor: Compositor) {
    self.compositor = compositor
    super.init(resource: resource, client: client, implementation: Self.requests)
  }

  private func createSurface(id: UInt32) {
    guard
      let resource = makeResource(client, touchway_wl_surface_interface(), version: version, id: id)
    else { return }
    _ = Surface(resource: resource, client: client, compositor: compositor)
  }

  private func createRegion(id: UInt32) {
    guard let resource = makeResource(client, touchway_wl_region_interface(), version: 1, id: id)
    else { return }
    _ = RegionResource(resource: resource, client: client)
  }

  nonisolated(unsafe) private static let requests = implementation(
    wl_compositor_interface(
      create_surface: { _, resource, id in from(resource).createSurface(id: id) },
      create_region: { _, resource, id in from(resource).createRegion(id: id) }))
}
