import CWaylandClient
import WaylandProtocols

/// The demo's window: a `wl_surface` in the `xdg_toplevel` role, created in `init` and
/// destroyed in `deinit`.
final class Toplevel {
  /// Called when a configure sequence ends (`xdg_surface.configure`, already
  /// acknowledged), with the size the compositor asks for; 0 leaves a side to the client.
  var onConfigure: (_ width: Int, _ height: Int) -> Void = { _, _ in }
  /// Called when the compositor asks the window to close (`xdg_toplevel.close`).
  var onClose: () -> Void = {}

  /// Keeps the globals the window was made from for longer than the window.
  private let globals: Globals
  /// The window's surface, for the extensions that act on it.
  let surface: OpaquePointer
  private let xdgSurface: OpaquePointer
  private let toplevel: OpaquePointer
  private let xdgSurfaceListener: UnsafeMutablePointer<xdg_surface_listener>
  private let toplevelListener: UnsafeMutablePointer<xdg_toplevel_listener>
  /// The size of the latest `xdg_toplevel.configure`, applied at `xdg_surface.configure`.
  private var pendingSize = (width: 0, height: 0)

  /// Creates the window and commits it without a buffer, which asks for the first
  /// configure.
  init(globals: Globals, title: String, appID: String) {
    self.globals = globals
    surface = wl_compositor_create_surface(globals.compositor)
    xdgSurface = xdg_wm_base_get_xdg_surface(globals.wmBase, surface)
    toplevel = xdg_surface_get_toplevel(xdgSurface)
    xdgSurfaceListener = .allocate(capacity: 1)
    xdgSurfaceListener.initialize(
      to: xdg_surface_listener(configure: { data, xdgSurface, serial in
        xdg_surface_ack_configure(xdgSurface, serial)
        let owner = fromOpaque(data, as: Toplevel.self)
        owner.onConfigure(owner.pendingSize.width, owner.pendingSize.height)
      }))
    toplevelListener = .allocate(capacity: 1)
    toplevelListener.initialize(
      to: xdg_toplevel_listener(
        configure: { data, _, width, height, _ in
          fromOpaque(data, as: Toplevel.self).pendingSize = (Int(width), Int(height))
        },
        close: { data, _ in fromOpaque(data, as: Toplevel.self).onClose() },
        configure_bounds: { _, _, _, _ in },
        wm_capabilities: { _, _, _ in }))
    xdg_surface_add_listener(xdgSurface, xdgSurfaceListener, opaque(self))
    xdg_toplevel_add_listener(toplevel, toplevelListener, opaque(self))
    xdg_toplevel_set_title(toplevel, title)
    xdg_toplevel_set_app_id(toplevel, appID)
    wl_surface_commit(surface)
  }

  deinit {
    xdg_toplevel_destroy(toplevel)
    xdg_surface_destroy(xdgSurface)
    wl_surface_destroy(surface)
    xdgSurfaceListener.deallocate()
    toplevelListener.deallocate()
  }

  /// Shows `buffer` in full: attach, damage everything, commit.
  func present(_ buffer: ShmBuffer) {
    wl_surface_attach(surface, buffer.attach(), 0, 0)
    wl_surface_damage_buffer(surface, 0, 0, Int32.max, Int32.max)
    wl_surface_commit(surface)
  }
}
