import CWlroots
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
