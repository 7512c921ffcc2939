internal import CWaylandServer

/// A global Touchway serves on a display beside wlroots' (`wl_global_create`): each
/// client that binds it gets a resource whose requests go to `requests`, with the owner
/// as user data. The global goes with this object, or with the display
/// (`wl_display_destroy` frees it first).
///
/// The resources clients bound stay until they destroy them. When this object goes they
/// become inert, as wlroots leaves the resources of what it destroys: their user data is
/// `NULL` (``implementation(of:)`` is `nil`), and their requests change nothing; one that
/// makes an object makes an inert one (``newInertResource(madeBy:_:id:requests:)``).
final class Global {
  private var global: OpaquePointer?
  private var displayDestroyed: Listener?
  private let interface: UnsafePointer<wl_interface>
  private let requests: UnsafeRawPointer
  private unowned let owner: AnyObject
  /// The resources clients bound, linked through their `wl_resource_get_link`.
  private let resources: UnsafeMutablePointer<wl_list>

  init(
    display: OpaquePointer, interface: UnsafePointer<wl_interface>, version: Int32,
    requests: UnsafeRawPointer, owner: AnyObject
  ) {
    self.interface = interface
    self.requests = requests
    self.owner = owner
    resources = .allocate(capacity: 1)
    wl_list_init(resources)
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
    forEachResource(in: resources) { resource in
      wl_resource_set_user_data(resource, nil)
      unlink(resource)
    }
    resources.deallocate()
  }

  private func bind(_ client: OpaquePointer, version: UInt32, id: UInt32) {
    guard let resource = newResource(client, interface, version: Int32(version), id: id)
    else { return }
    wl_resource_set_implementation(resource, requests, opaque(owner)) { unlink($0) }
    wl_list_insert(resources, wl_resource_get_link(resource))
  }
}

/// Takes `resource` out of the list it is in; taking it out again does nothing.
private func unlink(_ resource: OpaquePointer?) {
  let link = wl_resource_get_link(resource)
  wl_list_remove(link)
  wl_list_init(link)
}

/// A new resource for `client`, or `nil` after telling the client it ran out of memory.
func newResource(
  _ client: OpaquePointer, _ interface: UnsafePointer<wl_interface>, version: Int32, id: UInt32
) -> OpaquePointer? {
  let resource = wl_resource_create(client, interface, version, id)
  if resource == nil { wl_client_post_no_memory(client) }
  return resource
}

/// ``newResource(_:_:version:id:)`` for an object that a request of `manager` makes: of
/// the same client, at the same version.
func newResource(
  madeBy manager: OpaquePointer, _ interface: UnsafePointer<wl_interface>, id: UInt32
) -> OpaquePointer? {
  newResource(
    wl_resource_get_client(manager), interface, version: wl_resource_get_version(manager), id: id)
}

/// The object that a request of `manager`, an inert resource, makes: inert from the start,
/// as wlroots makes them (`seat_client_create_inert_touch`), with `requests` and no user
/// data, so that its requests change nothing but its destructor's.
func newInertResource(
  madeBy manager: OpaquePointer, _ interface: UnsafePointer<wl_interface>, id: UInt32,
  requests: UnsafeRawPointer
) {
  guard let resource = newResource(madeBy: manager, interface, id: id) else { return }
  wl_resource_set_implementation(resource, requests, nil, nil)
}

/// The object that implements `resource` (its user data, ``opaque(_:)``), or `nil` if the
/// resource is inert.
func implementation<Object: AnyObject>(of resource: OpaquePointer?) -> Object? {
  wl_resource_get_user_data(resource).map { fromOpaque($0) }
}
