internal import CWaylandServer
internal import CWlroots
internal import WaylandProtocols.Interfaces
internal import WaylandProtocols.Server

/// The `zwp_text_input_manager_v1` global, which wlroots does not serve: Debian 12's Qt
/// 6.4 and weston-editor speak text-input v1 (not v3), and without it a Qt field never
/// brings up a keyboard and weston-editor refuses to start. Each text input it creates is
/// a ``WaylandTextInputV1`` of the relay.
final class TextInputV1Manager {
  unowned let relay: TextInputRelay
  private var global: Global?

  init(display: OpaquePointer, relay: TextInputRelay) {
    self.relay = relay
    global = Global(
      display: display, interface: touchway_zwp_text_input_manager_v1_interface(), version: 1,
      requests: Self.requests, owner: self)
  }

  private func createTextInput(_ manager: OpaquePointer, id: UInt32) {
    guard
      let resource = newResource(
        wl_resource_get_client(manager), touchway_zwp_text_input_v1_interface(),
        version: wl_resource_get_version(manager), id: id)
    else { return }
    relay.added(WaylandTextInputV1(resource: resource, relay: relay))
  }

  nonisolated(unsafe) private static let requests: UnsafeRawPointer = {
    let table = UnsafeMutablePointer<zwp_text_input_manager_v1_interface>.allocate(capacity: 1)
    table.initialize(
      to: zwp_text_input_manager_v1_interface(
        create_text_input: { _, resource, id in
          let manager: TextInputV1Manager = fromOpaque(wl_resource_get_user_data(resource))
          manager.createTextInput(resource!, id: id)
        }))
    return UnsafeRawPointer(table)
  }()
}
