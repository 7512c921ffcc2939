import CWaylandClient

/// The compositor's list of globals (`wl_registry`), read once at start-up.
final class Registry {
  /// One advertised global.
  struct Global {
    let name: UInt32
    let interface: String
    let version: UInt32
  }

  /// The globals the compositor advertised, in the order it did.
  private(set) var globals: [Global] = []
  /// Keeps the display connected for longer than the proxies made through it.
  let connection: Connection
  private let registry: OpaquePointer
  private let listener: UnsafeMutablePointer<wl_registry_listener>

  /// Asks for the globals and waits until the compositor has listed them.
  init(connection: Connection) throws(ClientError) {
    self.connection = connection
    registry = wl_display_get_registry(connection.display)
    listener = .allocate(capacity: 1)
    listener.initialize(
      to: wl_registry_listener(
        global: { data, _, name, interface, version in
          fromOpaque(data, as: Registry.self).globals.append(
            Global(name: name, interface: String(cString: interface!), version: version))
        },
        global_remove: { data, _, name in
          fromOpaque(data, as: Registry.self).globals.removeAll { $0.name == name }
        }))
    wl_registry_add_listener(registry, listener, opaque(self))
    try connection.roundtrip()
  }

  deinit {
    wl_registry_destroy(registry)
    listener.deallocate()
  }

  /// Throws unless the compositor offers every one of `interfaces`.
  func require(_ interfaces: String...) throws(ClientError) {
    for interface in interfaces where !globals.contains(where: { $0.interface == interface }) {
      throw .missingGlobal(interface)
    }
  }

  /// Binds the global that implements `interface`, at the lower of its version and
  /// `version` (`wl_registry_bind`); the caller owns the proxy.
  func bind(_ interface: UnsafePointer<wl_interface>, upTo version: UInt32) -> OpaquePointer? {
    let name = String(cString: interface.pointee.name)
    guard let global = globals.first(where: { $0.interface == name }) else { return nil }
    let proxy = wl_registry_bind(registry, global.name, interface, min(global.version, version))
    return OpaquePointer(proxy)
  }
}
