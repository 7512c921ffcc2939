internal import CWaylandServer
import Logging

/// The Swift object behind one `wl_resource`: a protocol object that a client created.
///
/// The resource holds a strong reference to its object (its user data), released in the
/// resource's destroy callback right after ``resourceDestroyed()``. That callback runs
/// however the resource ends (a destructor request, a protocol error, a disconnected
/// client, the server shutting down), so ``resourceDestroyed()`` is each object's one
/// teardown path. Other objects may keep a reference longer: ``resource`` is `nil` from
/// then on, and nothing more is sent.
class ResourceObject {
  /// The resource; `nil` once it is destroyed.
  private(set) var resource: OpaquePointer?
  /// The client that owns the object.
  let client: WaylandClient

  /// Takes over `resource`, serving its requests with the C `implementation` table.
  init(resource: OpaquePointer, client: WaylandClient, implementation: UnsafeRawPointer?) {
    self.resource = resource
    self.client = client
    wl_resource_set_implementation(
      resource, implementation, Unmanaged.passRetained(self).toOpaque(),
      { resource in
        let object: ResourceObject = fromOpaque(wl_resource_get_user_data(resource))
        object.resource = nil
        object.resourceDestroyed()
        Unmanaged.passUnretained(object).release()
      })
  }

  /// Tears the object down; the resource is already gone. Subclasses release what they
  /// hold and detach from others here, and call `super`.
  func resourceDestroyed() {}

  /// The object behind a resource of this class.
  static func from(_ resource: OpaquePointer?) -> Self {
    unsafeDowncast(fromOpaque(wl_resource_get_user_data(resource)) as ResourceObject, to: Self.self)
  }

  /// The version of the interface the client uses for this object.
  var version: UInt32 {
    resource.map { UInt32(wl_resource_get_version($0)) } ?? 0
  }

  /// `wl_surface@12`, for logs and errors.
  var name: String {
    guard let resource else { return "(destroyed)" }
    return "\(String(cString: wl_resource_get_class(resource)))@\(wl_resource_get_id(resource))"
  }

  /// Destroys the resource, as a destructor request does (`wl_resource_destroy`).
  func destroy() {
    if let resource { wl_resource_destroy(resource) }
  }

  /// Sends the client a protocol error on this object, which disconnects it
  /// (`wl_resource_post_error`); the error is logged with the client and object.
  func postError(_ code: UInt32, _ message: String) {
    guard let resource else { return }
    log.warning("protocol error: \(client): \(name): \(message)")
    touchway_resource_post_error(resource, code, message)
  }
}

/// Makes a resource for a client's new object (`wl_resource_create`), or tells the client
/// it ran out of memory and returns `nil`.
func makeResource(
  _ client: WaylandClient, _ interface: UnsafePointer<wl_interface>, version: UInt32, id: UInt32
) -> OpaquePointer? {
  guard let resource = wl_resource_create(client.pointer, interface, Int32(version), id) else {
    wl_client_post_no_memory(client.pointer)
    return nil
  }
  return resource
}

/// A C request table, allocated once for the life of the program.
func implementation<Table>(_ table: Table) -> UnsafeRawPointer {
  let pointer = UnsafeMutablePointer<Table>.allocate(capacity: 1)
  pointer.initialize(to: table)
  return UnsafeRawPointer(pointer)
}

/// The handler of every destructor request: destroying the resource runs the teardown.
let destroyRequest: @convention(c) (OpaquePointer?, OpaquePointer?) -> Void = { _, resource in
  wl_resource_destroy(resource)
}

/// The module's logger.
let log = Logger(label: "touchway.wayland")
