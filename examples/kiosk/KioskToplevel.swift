import CWlroots
import Touchway
import TouchwayWayland

/// One `xdg_toplevel` in the kiosk: sized to the output (a dialog keeps its own size),
/// placed when it commits, and a ``ClientWindow`` of the application while it is mapped.
final class KioskToplevel: KioskAppSurface {
  let xdgSurface: UnsafeMutablePointer<wlr_xdg_surface>
  let node: UnsafeMutablePointer<wlr_scene_node>
  private(set) var window: ClientWindow?
  private unowned let shell: KioskShell
  private unowned let compositor: KioskCompositor
  private var listeners: [Listener] = []

  init(
    _ xdgSurface: UnsafeMutablePointer<wlr_xdg_surface>, shell: KioskShell,
    compositor: KioskCompositor
  ) {
    self.xdgSurface = xdgSurface
    self.shell = shell
    self.compositor = compositor
    node = wlr_scene_xdg_surface_create(compositor.layers.apps, xdgSurface)
    xdgSurface.pointee.data = UnsafeMutableRawPointer(node)
    let toplevel = xdgSurface.pointee.toplevel!
    on(signal(xdgSurface, \.events.map)) { $0.map() }
    on(signal(xdgSurface, \.events.unmap)) { $0.unmap() }
    on(signal(xdgSurface, \.events.destroy)) { $0.destroy() }
    on(signal(xdgSurface.pointee.surface, \.events.commit)) { $0.committed() }
    on(signal(toplevel, \.events.set_title)) { toplevel in
      if let window = toplevel.window { toplevel.shell.titleChanged(window) }
    }
    on(signal(toplevel, \.events.set_parent)) { $0.configure() }
    // xdg-shell wants a configure in answer to these, whether granted or not.
    on(signal(toplevel, \.events.request_fullscreen)) { $0.configure() }
    on(signal(toplevel, \.events.request_maximize)) { $0.configure() }
    configure()
  }

  /// Whether `popup` belongs to this toplevel's tree (within the depth the popup guard
  /// allows).
  func contains(_ popup: UnsafeMutablePointer<wlr_xdg_popup>) -> Bool {
    var parent = popup.pointee.parent
    // The chain of a layer surface's popup ends at the layer surface, which is no xdg
    // surface (wlr_xdg_surface_from_wlr_surface asserts that it is one).
    for _ in 0...64 {
      guard let surface = parent, wlr_surface_is_xdg_surface(surface),
        let xdg = wlr_xdg_surface_from_wlr_surface(surface)
      else { return false }
      if xdg == xdgSurface { return true }
      guard xdg.pointee.role == WLR_XDG_SURFACE_ROLE_POPUP else { return false }
      parent = xdg.pointee.popup.pointee.parent
    }
    return false
  }

  private var parent: KioskToplevel? {
    xdgSurface.pointee.toplevel.pointee.parent.flatMap { shell.toplevel(of: $0) }
  }

  /// How far ``place()`` lifted the window last, for its caret.
  private var lift: Int32 = 0

  /// How many parents the toplevel has (a client's chain of parents is cut at 64).
  var depth: Int {
    var (depth, ancestor) = (0, parent)
    while let next = ancestor, depth < 64 {
      depth += 1
      ancestor = next.parent
    }
    return depth
  }

  /// Asks for the usable area's size (what an on-screen keyboard or a panel leaves of
  /// the output) and activated; a dialog only activated. Maximized, as cage does: GTK
  /// hides a header bar in a full-screen window, and with it the app's main controls
  /// (docs/apps.md); full-screen only when the client asks for it (a video, a game, an
  /// app made for kiosks), and only while it does.
  func configure() {
    let box = area
    if parent == nil, box.width > 0 {
      let fullscreen = xdgSurface.pointee.toplevel.pointee.requested.fullscreen
      wlr_xdg_toplevel_set_size(xdgSurface, UInt32(box.width), UInt32(box.height))
      wlr_xdg_toplevel_set_fullscreen(xdgSurface, fullscreen)
      wlr_xdg_toplevel_set_maximized(xdgSurface, !fullscreen)
    }
    wlr_xdg_toplevel_set_activated(xdgSurface, true)
  }

  /// Centres the window geometry on the usable area, or a dialog's over its parent, then
  /// lifts it as far as its text input's caret needs.
  func place() {
    var geometry = wlr_box()
    wlr_xdg_surface_get_geometry(xdgSurface, &geometry)
    let area = parent?.layoutGeometry ?? self.area
    // One larger than the area (not resized yet) keeps its top left corner in it.
    let x = area.x + max((area.width - geometry.width) / 2, 0) - geometry.x
    let y = area.y + max((area.height - geometry.height) / 2, 0) - geometry.y
    wlr_scene_node_set_position(node, x, y)
    let lift = caretLift()
    if lift > 0 { wlr_scene_node_set_position(node, x, y - lift) }
    // The window's frame follows the node; its surfaces follow the client on their own.
    window?.synchronize()
    if lift != self.lift, let window {
      self.lift = lift
      shell.windowLifted(window, lift)
    }
  }

  /// Rows kept between the caret and the keyboard.
  private static let caretMargin = 8.0

  /// How far the window moves up so that the caret of its text input stays in the usable
  /// area (above a keyboard or a bottom panel), as Android's `adjustPan`: for a window that
  /// does not shrink into the area (a fixed size, a dialog). None for a caret the client
  /// puts outside its window, or while the window has no text input.
  private func caretLift() -> Int32 {
    guard let window, let input = compositor.application.textInput,
      let view = input.responder as? View, view.window === window
    else { return 0 }
    // The views where the node is now, so the caret is too.
    window.synchronize()
    let frame = window.frame
    guard let caret = input.cursorRectangle, caret.minY >= frame.minY, caret.maxY <= frame.maxY
    else { return 0 }
    let area = self.area
    let overlap = caret.maxY + Self.caretMargin - Double(area.y + area.height)
    return overlap > 0 ? Int32(min(overlap, frame.height).rounded(.up)) : 0
  }

  var appWindow: Window? { window }

  /// The area the toplevel is laid out in: its output's (`--app-on`) or the main one's.
  private var area: wlr_box {
    compositor.usableBox(for: wl_resource_get_client(xdgSurface.pointee.resource))
  }

  func placeAndRaise() {
    place()
    wlr_scene_node_raise_to_top(node)
  }

  func focus() -> Bool {
    guard window != nil, isTrusted else { return false }
    wlr_seat_keyboard_notify_enter(compositor.wlrSeat, xdgSurface.pointee.surface, nil, 0, nil)
    return true
  }

  /// Whether the toplevel's client is trusted (``ClientTrust``): an untrusted one's
  /// windows are shown beneath the app's, never get the keyboard, and lose their touches
  /// (``OcclusionGuard``).
  var isTrusted: Bool {
    wl_resource_get_client(xdgSurface.pointee.resource).map(compositor.trust.isTrusted) ?? false
  }

  /// The window geometry in layout coordinates.
  private var layoutGeometry: wlr_box {
    var geometry = wlr_box()
    wlr_xdg_surface_get_geometry(xdgSurface, &geometry)
    var origin = (x: Int32(0), y: Int32(0))
    wlr_scene_node_coords(node, &origin.x, &origin.y)
    geometry.x += origin.x
    geometry.y += origin.y
    return geometry
  }

  private func map() {
    place()
    let window = ClientWindow(xdgSurface: xdgSurface, sceneNode: node, seat: compositor.seat)
    // Traces name a client's windows after its app id.
    window.name = window.appID.map { FileDiagnostic.escaped($0) } ?? "client"
    window.isMultipleTouchEnabled = true
    // A dialog stays above its parent, whichever maps first: the application orders
    // windows by level, the scene is stacked the same way.
    let trusted = isTrusted
    window.windowLevel = trusted ? KioskLayers.appLevel(depth: depth) : KioskLayers.strangerLevel
    compositor.occlusionGuard.attach(to: window)
    compositor.application.addWindow(window)
    self.window = window
    compositor.restackApps()
    if trusted {
      _ = focus()
      shell.windowMapped(window)
    } else {
      logger.warning(
        "\(window.name ?? "client"): a window of an untrusted client, shown beneath the app's")
      compositor.strangerWindowMapped(window)
    }
    if window.title != nil { shell.titleChanged(window) }
  }

  /// A commit places the window; one of a toplevel that is not configured (unmapped, and
  /// about to map anew: it commits without a buffer and waits) gets a configure.
  private func committed() {
    if !xdgSurface.pointee.configured { configure() }
    place()
  }

  /// The window goes, and its touches are cancelled.
  private func unmap() {
    window?.close()
    window = nil
  }

  private func destroy() {
    unmap()
    listeners.removeAll()
    shell.removed(self)
  }

  private func on(
    _ signal: UnsafeMutablePointer<wl_signal>, _ handler: @escaping (KioskToplevel) -> Void
  ) {
    listeners.append(Listener(signal) { [unowned self] _ in handler(self) })
  }
}
