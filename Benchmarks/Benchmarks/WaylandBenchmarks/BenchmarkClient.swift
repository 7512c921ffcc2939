import CWaylandClient
import Glibc
import WaylandProtocols.Client
import WaylandProtocols.Interfaces

/// A libwayland-client client with one toplevel that counts the touch downs and frames it
/// receives.
final class BenchmarkClient {
  let display: OpaquePointer
  var downs = 0
  var frames = 0
  private var compositor: OpaquePointer?
  private var subcompositor: OpaquePointer?
  private var shm: OpaquePointer?
  private var wmBase: OpaquePointer?
  private var seat: OpaquePointer?
  private var configureSerial: UInt32?

  init(fileDescriptor: Int32) {
    display = wl_display_connect_to_fd(fileDescriptor)
    wl_registry_add_listener(wl_display_get_registry(display), Self.registryListener, opaque(self))
  }

  deinit {
    wl_display_disconnect(display)
  }

  /// Makes an xdg_toplevel and maps it, letting `serve` run the server in between; returns
  /// its surface and xdg_surface.
  @discardableResult
  func mapWindow(width: Int32, height: Int32, serve: () throws -> Void) throws -> (
    surface: OpaquePointer, xdgSurface: OpaquePointer
  ) {
    try exchange(serve)
    let surface = wl_compositor_create_surface(compositor)!
    let xdgSurface = xdg_wm_base_get_xdg_surface(wmBase, surface)!
    xdg_surface_get_toplevel(xdgSurface)
    try map(surface, xdgSurface, width: width, height: height, serve: serve)
    return (surface, xdgSurface)
  }

  /// Maps a popup of `parent` whose top left corner is at (`x`, `y`) of it.
  func mapPopup(
    of parent: OpaquePointer, x: Int32, y: Int32, width: Int32, height: Int32,
    serve: () throws -> Void
  ) throws {
    let positioner = xdg_wm_base_create_positioner(wmBase)
    xdg_positioner_set_size(positioner, width, height)
    xdg_positioner_set_anchor_rect(positioner, x, y, 1, 1)
    xdg_positioner_set_anchor(positioner, XDG_POSITIONER_ANCHOR_TOP_LEFT.rawValue)
    xdg_positioner_set_gravity(positioner, XDG_POSITIONER_GRAVITY_BOTTOM_RIGHT.rawValue)
    let surface = wl_compositor_create_surface(compositor)!
    let xdgSurface = xdg_wm_base_get_xdg_surface(wmBase, surface)!
    xdg_surface_get_popup(xdgSurface, parent, positioner)
    xdg_positioner_destroy(positioner)
    try map(surface, xdgSurface, width: width, height: height, serve: serve)
  }

  /// Gives `parent` a subsurface of `width` × `height` at (`x`, `y`), shown at its parent's
  /// next commit.
  func addSubsurface(to parent: OpaquePointer, x: Int32, y: Int32, width: Int32, height: Int32) {
    let surface = wl_compositor_create_surface(compositor)!
    let subsurface = wl_subcompositor_get_subsurface(subcompositor, surface, parent)
    wl_subsurface_set_position(subsurface, x, y)
    wl_surface_attach(surface, makeBuffer(width: width, height: height), 0, 0)
    wl_surface_commit(surface)
  }

  /// Commits `surface`, letting `serve` run the server.
  func commit(_ surface: OpaquePointer, serve: () throws -> Void) throws {
    wl_surface_commit(surface)
    try exchange(serve)
  }

  /// Commits an xdg surface's role, then its first buffer once configured.
  private func map(
    _ surface: OpaquePointer, _ xdgSurface: OpaquePointer, width: Int32, height: Int32,
    serve: () throws -> Void
  ) throws {
    xdg_surface_add_listener(xdgSurface, Self.xdgSurfaceListener, opaque(self))
    wl_surface_commit(surface)
    try exchange(serve)
    xdg_surface_ack_configure(xdgSurface, configureSerial ?? 0)
    wl_surface_attach(surface, makeBuffer(width: width, height: height), 0, 0)
    wl_surface_commit(surface)
    try exchange(serve)
  }

  /// Reads and dispatches what the server sent, without waiting; a client the server
  /// disconnected reads nothing (setup then finds its window or touches missing).
  func readEvents() {
    while wl_display_prepare_read(display) != 0 {
      if wl_display_dispatch_pending(display) < 0 { return }
    }
    wl_display_flush(display)
    var descriptor = pollfd(fd: wl_display_get_fd(display), events: Int16(POLLIN), revents: 0)
    if poll(&descriptor, 1, 0) > 0 {
      wl_display_read_events(display)
    } else {
      wl_display_cancel_read(display)
    }
    wl_display_dispatch_pending(display)
  }

  /// A few turns of client, server, client: enough for any request to be answered.
  private func exchange(_ serve: () throws -> Void) throws {
    for _ in 0..<4 {
      readEvents()
      try serve()
    }
    readEvents()
  }

  private func makeBuffer(width: Int32, height: Int32) -> OpaquePointer? {
    var path = Array("/tmp/touchway-bench-XXXXXX".utf8CString)
    let descriptor = mkstemp(&path)
    unlink(path)
    defer { close(descriptor) }
    ftruncate(descriptor, off_t(width * height * 4))
    let pool = wl_shm_create_pool(shm, descriptor, width * height * 4)
    defer { wl_shm_pool_destroy(pool) }
    return wl_shm_pool_create_buffer(
      pool, 0, width, height, width * 4, WL_SHM_FORMAT_XRGB8888.rawValue)
  }

  private func bind(_ registry: OpaquePointer?, name: UInt32, interface: String) {
    switch interface {
    case "wl_compositor":
      compositor = OpaquePointer(
        wl_registry_bind(registry, name, touchway_wl_compositor_interface(), 4))
    case "wl_subcompositor":
      subcompositor = OpaquePointer(
        wl_registry_bind(registry, name, touchway_wl_subcompositor_interface(), 1))
    case "wl_shm":
      shm = OpaquePointer(wl_registry_bind(registry, name, touchway_wl_shm_interface(), 1))
    case "xdg_wm_base":
      wmBase = OpaquePointer(wl_registry_bind(registry, name, touchway_xdg_wm_base_interface(), 1))
    case "wl_seat":
      // wlroots 0.15 offers wl_seat 7.
      seat = OpaquePointer(wl_registry_bind(registry, name, touchway_wl_seat_interface(), 7))
      let touch = wl_seat_get_touch(seat)
      wl_touch_add_listener(touch, Self.touchListener, opaque(self))
    default: break
    }
  }

  nonisolated(unsafe) static let registryListener = table(
    wl_registry_listener(
      global: { data, registry, name, interface, _ in
        client(data).bind(registry, name: name, interface: String(cString: interface!))
      },
      global_remove: { _, _, _ in }))
  nonisolated(unsafe) static let xdgSurfaceListener = table(
    xdg_surface_listener(configure: { data, _, serial in client(data).configureSerial = serial }))
  nonisolated(unsafe) static let touchListener = table(
    wl_touch_listener(
      down: { data, _, _, _, _, _, _, _ in client(data).downs += 1 }, up: { _, _, _, _, _ in },
      motion: { _, _, _, _, _, _ in },
      frame: { data, _ in client(data).frames += 1 }, cancel: { _, _ in },
      shape: { _, _, _, _, _ in },
      orientation: { _, _, _, _ in }))
}

private func opaque(_ client: BenchmarkClient) -> UnsafeMutableRawPointer {
  Unmanaged.passUnretained(client).toOpaque()
}

private func client(_ data: UnsafeMutableRawPointer?) -> BenchmarkClient {
  Unmanaged<BenchmarkClient>.fromOpaque(data!).takeUnretainedValue()
}

/// A listener table that lives as long as the process.
private func table<Table>(_ value: Table) -> UnsafePointer<Table> {
  let pointer = UnsafeMutablePointer<Table>.allocate(capacity: 1)
  pointer.initialize(to: value)
  return UnsafePointer(pointer)
}
