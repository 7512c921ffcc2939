internal import CWaylandServer
import Touchway

/// A client's `wl_region`: rectangles it builds up, then copies into a surface's input
/// region.
final class RegionResource: ResourceObject {
  private(set) var region = Region()

  init(resource: OpaquePointer, client: WaylandClient) {
    super.init(resource: resource, client: client, implementation: Self.requests)
  }

  nonisolated(unsafe) private static let requests = implementation(
    wl_region_interface(
      destroy: destroyRequest,
      add: { _, resource, x, y, width, height in
        from(resource).region.add(Rect(x: x, y: y, width: width, height: height))
      },
      subtract: { _, resource, x, y, width, height in
        from(resource).region.subtract(Rect(x: x, y: y, width: width, height: height))
      }))
}
