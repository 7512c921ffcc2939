import CWlroots
import Touchway
import TouchwayWayland

/// X11 apps in the kiosk: wlroots' Xwayland, started lazily (when the first X client
/// connects to `DISPLAY`), its windows shown as the kiosk shows toplevels. A normal
/// window is made full-screen on the output; an override-redirect window (a menu, a
/// tooltip) stays at the position and size it chose, above the others. Each mapped
/// window is an ``X11Window`` of the application.
final class KioskXwayland {
  /// An X11 window was mapped and added to the application.
  var windowMapped: (X11Window) -> Void = { _ in }
  /// The X display the app is given, `:N`.
  let displayName: String

  private unowned let compositor: KioskCompositor
  private let xwayland: UnsafeMutablePointer<wlr_xwayland>
  private var surfaces: [KioskX11Surface] = []
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
  }

  deinit {
    surfaces.removeAll()
    listeners.removeAll()
    wlr_xwayland_destroy(xwayland)
  }

  func removed(_ surface: KioskX11Surface) {
    surfaces.removeAll { $0 === surface }
  }
}

/// One X11 window of the kiosk's Xwayland, from its creation to its destruction.
final class KioskX11Surface {
  private let surface: UnsafeMutablePointer<wlr_xwayland_surface>
  private unowned let xwayland: KioskXwayland
  private unowned let compositor: KioskCompositor
  private var window: X11Window?
  private var sceneSurface: UnsafeMutablePointer<wlr_scene_surface>?
  private var listeners: [Listener] = []
  private var nodeListener: Listener?

  init(
    _ surface: UnsafeMutablePointer<wlr_xwayland_surface>, xwayland: KioskXwayland,
    compositor: KioskCompositor
  ) {
    self.surface = surface
    self.xwayland = xwayland
    self.compositor = compositor
    on(signal(surface, \.events.map)) { $0.map() }
    on(signal(surface, \.events.unmap)) { $0.unmap() }
    on(signal(surface, \.events.destroy)) { $0.destroy() }
    on(signal(surface, \.events.set_geometry)) { $0.place() }
    listeners.append(
      Listener(signal(surface, \.events.request_configure)) { [unowned self] data in
        configure(data!.assumingMemoryBound(to: wlr_xwayland_surface_configure_event.self).pointee)
      })
  }

  /// A normal window gets the whole output, whatever it asks; an override-redirect
  /// window gets what it asks.
  private func configure(_ request: wlr_xwayland_surface_configure_event) {
    if surface.pointee.override_redirect {
      wlr_xwayland_surface_configure(surface, request.x, request.y, request.width, request.height)
    } else {
      fillOutput()
    }
  }

  private func fillOutput() {
    let box = compositor.outputBox
    guard box.width > 0 else { return }
    wlr_xwayland_surface_configure(
      surface, Int16(clamping: box.x), Int16(clamping: box.y), UInt16(clamping: box.width),
      UInt16(clamping: box.height))
  }

  /// Puts the scene node where the window is in X's root coordinates, which are the
  /// layout's.
  private func place() {
    guard let sceneSurface else { return }
    wlr_scene_node_set_position(
      &sceneSurface.pointee.node, Int32(surface.pointee.x), Int32(surface.pointee.y))
  }

  private func map() {
    guard let wlrSurface = surface.pointee.surface,
      let sceneSurface = wlr_scene_surface_create(&compositor.scene.pointee.node, wlrSurface)
    else { return }
    self.sceneSurface = sceneSurface
    // wlroots destroys the node with the surface; the kiosk must not do it again.
    nodeListener = Listener(signal(&sceneSurface.pointee.node, \.events.destroy)) {
      [unowned self] _ in
      self.sceneSurface = nil
      nodeListener = nil
    }
    let overrideRedirect = surface.pointee.override_redirect
    if !overrideRedirect { fillOutput() }
    place()
    wlr_scene_node_raise_to_top(&sceneSurface.pointee.node)
    let window = X11Window(
      xwaylandSurface: surface, sceneNode: &sceneSurface.pointee.node, seat: compositor.seat)
    window.name = FileDiagnostic.escaped(window.windowClass ?? "x11")
    window.isMultipleTouchEnabled = true
    // Menus and tooltips are above the windows they belong to.
    if overrideRedirect { window.windowLevel = 1 }
    compositor.application.addWindow(window)
    self.window = window
    if !overrideRedirect {
      wlr_xwayland_surface_activate(surface, true)
      wlr_seat_keyboard_notify_enter(compositor.wlrSeat, wlrSurface, nil, 0, nil)
    }
    xwayland.windowMapped(window)
  }

  private func unmap() {
    window?.close()
    window = nil
    nodeListener = nil
    if let sceneSurface { wlr_scene_node_destroy(&sceneSurface.pointee.node) }
    sceneSurface = nil
  }

  private func destroy() {
    unmap()
    listeners.removeAll()
    xwayland.removed(self)
  }

  private func on(
    _ signal: UnsafeMutablePointer<wl_signal>, _ handler: @escaping (KioskX11Surface) -> Void
  ) {
    listeners.append(Listener(signal) { [unowned self] _ in handler(self) })
  }
}
