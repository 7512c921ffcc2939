internal import CWaylandServer
internal import WaylandProtocols.Interfaces
internal import WaylandProtocols.Server

/// A client's `touchway_responder_manager_v1`: gives surfaces their responder objects.
final class ResponderManager: ResourceObject {
  /// The version of touchway-responder-v1 the server implements.
  static let version: Int32 = 1

  private let seat: WaylandSeat

  init(resource: OpaquePointer, client: WaylandClient, seat: WaylandSeat) {
    self.seat = seat
    super.init(resource: resource, client: client, implementation: Self.requests)
  }

  private func getResponder(id: UInt32, surface surfaceResource: OpaquePointer?) {
    let surface = Surface.from(surfaceResource)
    guard surface.responder == nil else {
      postError(
        TOUCHWAY_RESPONDER_MANAGER_V1_ERROR_RESPONDER_EXISTS.rawValue,
        "\(surface.name) already has a touchway_responder_v1")
      return
    }
    guard
      let resource = makeResource(
        client, touchway_touchway_responder_v1_interface(), version: version, id: id)
    else { return }
    _ = SurfaceResponder(resource: resource, client: client, surface: surface, seat: seat)
  }

  nonisolated(unsafe) private static let requests = implementation(
    touchway_responder_manager_v1_interface(
      destroy: destroyRequest,
      get_responder: { _, resource, id, surface in
        from(resource).getResponder(id: id, surface: surface)
      }))
}
