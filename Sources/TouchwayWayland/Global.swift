internal import CWaylandServer

/// A global Touchway serves on a display beside wlroots' (`wl_global_create`): each
/// client that binds it gets a resource whose requests go to `requests`, with the owner
/// as user data. The global goes with this object, or with the display
/// (`wl_display_destroy` frees it first).
final class Global {
  private var global: OpaquePointer?
  private var displayDestroyed: Listener?
  private let interface: UnsafePointer<wl_interface>
  private let requests: UnsafeRawPointer
  private unowned let owner: AnyObject

  init(
    display: OpaquePointer, interface: UnsafePointer<wl_interface>, version: Int32,
    requests: UnsafeRawPointer, owner: AnyObject
  ) {
    self.interface = interface
    self.requests = requests
    self.owner = owner
    global = wl_global_create(display, interface, version, opaque(self)) {
      client, data, version, id in
      let global: Global = fromOpaque(data)
      global.bind(client!, version: version, id: id)
    }
    displayDestroyed = Listener { [unowned self] _ in
      displayDestroyed = nil
      global = nil
    }
    wl_display_add_destroy_listener(display, displayDestroyed!.pointer)
  }

  deinit {
    if let global { wl_global_destroy(global) }
  }

  private func bind(_ client: OpaquePointer, version: UInt32, id: UInt32) {
    guard let resource = newResource(client, interface, version: Int32(version), id: id)
    else { return }
    wl_resource_set_implementation(resource, requests, opaque(owner), nil)
  }
}

/// A new resource for `client`, or `nil` after telling the client it ran out of memory.
func newResource(
  _ client: OpaquePointer, _ interface: UnsafePointer<wl_interface>, version: Int32, id: UInt32
) -> OpaquePointer? {
  let resource = wl_resource_create(client, interface, version, id)
  if resource == nil { wl_client_post_no_memory(client) }
  return resource
}
