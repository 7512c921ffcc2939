internal import CWaylandServer

/// An interface the server offers in every client's registry (`wl_global`).
///
/// `bind` runs when a client binds the global, with the client, the version it asked for
/// and the id of the object to create. The global is withdrawn when this object goes away.
final class Global {
  typealias Bind = (_ client: OpaquePointer, _ version: UInt32, _ id: UInt32) -> Void

  private let display: Display
  private let bind: Bind
  private var pointer: OpaquePointer?

  /// Offers `interface` at `version` (`wl_global_create`).
  init(
    display: Display, interface: UnsafePointer<wl_interface>, version: Int32,
    bind: @escaping Bind
  ) throws(WaylandError) {
    self.display = display
    self.bind = bind
    pointer = try valueOrError(
      "wl_global_create",
      wl_global_create(display.pointer, interface, version, opaque(self)) {
        client, data, version, id in
        let global: Global = fromOpaque(data)
        global.bind(client!, version, id)
      })
  }

  deinit {
    if let pointer { wl_global_destroy(pointer) }
  }
}
