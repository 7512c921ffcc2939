import CWlroots
import Glibc
import Touchway
import TouchwayWayland

/// X11 apps in the kiosk: wlroots' Xwayland, started lazily (when the first X client
/// connects to `DISPLAY`), its windows shown as the kiosk shows xdg toplevels
/// (``KioskX11Surface``). Each mapped window is an ``X11Window`` of the application.
final class KioskXwayland {
  /// An X11 window was mapped and added to the application.
  var windowMapped: (X11Window) -> Void = { _ in }
  /// The X display the app is given, `:N`.
  let displayName: String
  /// The window types that make a dialog, once the X server is ready.
  private(set) var dialogTypes = X11DialogTypes()
  /// Every X11 window, mapped or not.
  private(set) var surfaces: [KioskX11Surface] = []

  private unowned let compositor: KioskCompositor
  private let xwayland: UnsafeMutablePointer<wlr_xwayland>
  private var listeners: [Listener] = []

  init(compositor: KioskCompositor) throws {
    self.compositor = compositor
    xwayland = try nonNil(
      "wlr_xwayland_create", wlr_xwayland_create(compositor.display, compositor.wlrCompositor, true)
    )
    displayName = String(cString: xwayland.pointee.display_name)
    wlr_xwayland_set_seat(xwayland, compositor.wlrSeat)
    listeners.append(
      Listener(signal(xwayland, \.events.new_surface)) { [unowned self] data in
        let surface = data!.assumingMemoryBound(to: wlr_xwayland_surface.self)
        surfaces.append(KioskX11Surface(surface, xwayland: self, compositor: compositor))
      })
    listeners.append(
      Listener(signal(xwayland, \.events.ready)) { [unowned self] _ in
        dialogTypes = X11DialogTypes(display: displayName)
      })
  }

  deinit {
    surfaces.removeAll()
    listeners.removeAll()
    wlr_xwayland_destroy(xwayland)
  }

  /// Xwayland's own connection, which every X11 window's surface comes over; `nil` until
  /// it runs.
  var client: OpaquePointer? { xwayland.pointee.server?.pointee.client }

  /// The process of the X client that made `window`, as the X server knows it from the
  /// credentials of the client's connection (the X-Resource extension's client ids), or
  /// nil: a window's `_NET_WM_PID` is whatever its client writes there, and many windows
  /// (menus) have none. A connection of the kiosk's own and one round trip for each
  /// window that maps, as wlroots' window manager makes its own synchronous requests.
  func ownerProcess(of window: xcb_window_t) -> pid_t? {
    let connection = xcb_connect(displayName, nil)
    defer { xcb_disconnect(connection) }
    guard xcb_connection_has_error(connection) == 0 else { return nil }
    let pidMask = UInt32(XCB_RES_CLIENT_ID_MASK_LOCAL_CLIENT_PID.rawValue)
    var spec = xcb_res_client_id_spec_t(client: window, mask: pidMask)
    let cookie = xcb_res_query_client_ids(connection, 1, &spec)
    guard let reply = xcb_res_query_client_ids_reply(connection, cookie, nil) else { return nil }
    defer { free(reply) }
    var ids = xcb_res_query_client_ids_ids_iterator(reply)
    while ids.rem > 0 {
      if ids.data.pointee.spec.mask & pidMask != 0,
        xcb_res_client_id_value_value_length(ids.data) > 0
      {
        return pid_t(bitPattern: xcb_res_client_id_value_value(ids.data).pointee)
      }
      xcb_res_client_id_value_next(&ids)
    }
    return nil
  }

  func removed(_ surface: KioskX11Surface) {
    surfaces.removeAll { $0 === surface }
  }

  /// The usable area changed: every window is sized and placed again.
  func arrange() {
    for surface in surfaces { surface.place() }
  }

  /// The kiosk's record of the X11 surface `surface`.
  func surface(of surface: UnsafeMutablePointer<wlr_xwayland_surface>) -> KioskX11Surface? {
    surfaces.first { $0.surface == surface }
  }
}
