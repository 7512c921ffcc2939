import CWlroots
import Glibc
import Touchway
import TouchwayWayland

/// A headless wlroots compositor in this process, set up as the kiosk sets it up for one
/// app: pixman, `wl_compositor`, shm, xdg-shell over a scene, and a seat with touch. With
/// `touchway`, Touchway's ``WaylandSeat`` routes the seat's touches and each mapped
/// toplevel is a ``ClientWindow``; without, the touches go straight to wlroots' own seat
/// (the floor Touchway is compared with).
final class BenchmarkCompositor {
  let display: OpaquePointer
  let wlrSeat: UnsafeMutablePointer<wlr_seat>
  /// Touchway's seat over `wlrSeat`, if Touchway routes.
  let seat: WaylandSeat?
  let application = Application()
  /// The mapped toplevels, in the order they mapped.
  private(set) var toplevels: [UnsafeMutablePointer<wlr_xdg_surface>] = []
  private(set) var windows: [ClientWindow] = []
  private let backend: UnsafeMutablePointer<wlr_backend>
  let scene: UnsafeMutablePointer<wlr_scene>
  private var listeners: [Listener] = []

  init(touchway: Bool) throws {
    wlr_log_init(WLR_ERROR, nil)
    display = wl_display_create()
    guard let backend = wlr_headless_backend_create(display),
      let renderer = wlr_pixman_renderer_create()
    else { throw BenchmarkSetupError.wlroots }
    self.backend = backend
    wlr_renderer_init_wl_display(renderer, display)
    wlr_compositor_create(display, renderer)
    scene = wlr_scene_create()
    wlrSeat = wlr_seat_create(display, "seat0")
    wlr_seat_set_capabilities(wlrSeat, WL_SEAT_CAPABILITY_TOUCH.rawValue)
    seat = touchway ? WaylandSeat(wlrSeat, application: application) : nil
    let shell = wlr_xdg_shell_create(display)!
    listeners.append(
      Listener(signal(shell, \.events.new_surface)) { [unowned self] data in
        add(data!.assumingMemoryBound(to: wlr_xdg_surface.self))
      })
    guard wlr_backend_start(backend) else { throw BenchmarkSetupError.wlroots }
  }

  deinit {
    wl_display_destroy_clients(display)
    windows.removeAll()
    listeners.removeAll()
    wl_display_destroy(display)
  }

  /// Serves one client over `fileDescriptor`, one end of a socket pair.
  func addClient(fileDescriptor: Int32) throws {
    guard wl_client_create(display, fileDescriptor) != nil else {
      throw BenchmarkSetupError.wlroots
    }
  }

  /// Handles what the clients sent, without waiting, and flushes.
  func dispatch() {
    wl_event_loop_dispatch(wl_display_get_event_loop(display), 0)
    wl_display_flush_clients(display)
  }

  /// Sends what the clients are owed: the flush at the end of every frame.
  func flush() {
    wl_display_flush_clients(display)
  }

  /// A toplevel goes into the scene at the origin, and becomes a window when it maps; a
  /// popup goes into its parent's node, as the kiosk draws them.
  private func add(_ xdgSurface: UnsafeMutablePointer<wlr_xdg_surface>) {
    if xdgSurface.pointee.role == WLR_XDG_SURFACE_ROLE_POPUP {
      guard let parent = wlr_xdg_surface_from_wlr_surface(xdgSurface.pointee.popup.pointee.parent),
        let parentNode = parent.pointee.data
      else { return }
      wlr_scene_xdg_surface_create(
        parentNode.assumingMemoryBound(to: wlr_scene_node.self), xdgSurface)
      return
    }
    guard xdgSurface.pointee.role == WLR_XDG_SURFACE_ROLE_TOPLEVEL else { return }
    let node = wlr_scene_xdg_surface_create(&scene.pointee.node, xdgSurface)!
    xdgSurface.pointee.data = UnsafeMutableRawPointer(node)
    listeners.append(
      Listener(signal(xdgSurface, \.events.map)) { [unowned self] _ in
        toplevels.append(xdgSurface)
        guard let seat else { return }
        let window = ClientWindow(xdgSurface: xdgSurface, sceneNode: node, seat: seat)
        windows.append(window)
        application.addWindow(window)
      })
  }
}
