internal import CWaylandServer
internal import CWlroots
internal import WaylandProtocols.Interfaces
internal import WaylandProtocols.Server

/// The `touchway_responder_manager_v1` global: gives surfaces their
/// ``ResponderObject``s. Served on the compositor's display beside wlroots' globals.
final class ResponderManager {
  /// The version of touchway-responder-v1 the server implements.
  static let version: Int32 = 1

  unowned let seat: WaylandSeat
  private var global: Global?

  init(display: OpaquePointer, seat: WaylandSeat) {
    self.seat = seat
    global = Global(
      display: display, interface: touchway_touchway_responder_manager_v1_interface(),
      version: Self.version, requests: Self.requests, owner: self)
  }

  private func getResponder(_ manager: OpaquePointer, id: UInt32, surface resource: OpaquePointer) {
    let surface = wlr_surface_from_resource(resource)!
    guard seat.responderObjects[surface] == nil else {
      touchway_resource_post_error(
        manager, TOUCHWAY_RESPONDER_MANAGER_V1_ERROR_RESPONDER_EXISTS.rawValue,
        "wl_surface@\(wl_resource_get_id(resource)) already has a touchway_responder_v1")
      return
    }
    guard
      let responder = newResource(
        madeBy: manager, touchway_touchway_responder_v1_interface(), id: id)
    else { return }
    _ = ResponderObject(resource: responder, surface: surface, seat: seat)
  }

  nonisolated(unsafe) private static let requests: UnsafeRawPointer = {
    let table = UnsafeMutablePointer<touchway_responder_manager_v1_interface>.allocate(capacity: 1)
    table.initialize(
      to: touchway_responder_manager_v1_interface(
        destroy: { _, resource in wl_resource_destroy(resource) },
        get_responder: { _, resource, id, surface in
          guard let manager: ResponderManager = implementation(of: resource) else {
            // The seat that served the global is gone.
            return newInertResource(
              madeBy: resource!, touchway_touchway_responder_v1_interface(), id: id,
              requests: ResponderObject.requests)
          }
          manager.getResponder(resource!, id: id, surface: surface!)
        }))
    return UnsafeRawPointer(table)
  }()
}
