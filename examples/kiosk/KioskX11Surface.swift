import CWlroots
import Touchway
import TouchwayWayland

/// One X11 window of the kiosk's Xwayland, from its creation to its destruction, shown as
/// the kiosk shows xdg toplevels: a normal window gets the usable area (what layer
/// surfaces and the built-in keyboard leave of the output); a dialog keeps its own size
/// within it, centred over its parent, in front of it whichever maps first; an
/// override-redirect window (a menu, a tooltip) keeps the position and size it chose, in
/// front of the others. All are drawn in the scene's apps tree, under the top and overlay
/// layers; another X client's windows beneath the app's (``isTrusted``).
final class KioskX11Surface: KioskAppSurface {
  let surface: UnsafeMutablePointer<wlr_xwayland_surface>
  /// The window while the surface is mapped.
  private(set) var window: X11Window?
  private unowned let xwayland: KioskXwayland
  private unowned let compositor: KioskCompositor
  private var sceneSurface: UnsafeMutablePointer<wlr_scene_surface>?
  /// The size the window asked for last: a dialog keeps it, as far as the usable area
  /// allows.
  private var ownSize = (width: UInt16(0), height: UInt16(0))
  /// The window's text input while it takes the built-in keyboard's text.
  private var textInput: X11TextInput?
  private var listeners: [Listener] = []
  private var nodeListener: Listener?
  /// The process of the X client that made the window, as the X server knows it
  /// (``KioskXwayland/ownerProcess(of:)``), asked when the window maps.
  private var owner: pid_t?

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
    on(signal(surface, \.events.set_geometry)) { $0.followGeometry() }
    on(signal(surface, \.events.set_parent)) { $0.restack() }
    on(signal(surface, \.events.set_window_type)) { $0.restack() }
    listeners.append(
      Listener(signal(surface, \.events.request_configure)) { [unowned self] data in
        configure(data!.assumingMemoryBound(to: wlr_xwayland_surface_configure_event.self).pointee)
      })
  }

  var appWindow: Window? { window }

  /// Whether the window is shown as a dialog: it has a parent (`WM_TRANSIENT_FOR`), is
  /// modal, has a dialog's window type, or keeps one size (its size hints' minimum and
  /// maximum agree).
  private var isDialog: Bool {
    let state = surface.pointee
    if state.parent != nil || state.modal { return true }
    let types = UnsafeBufferPointer(start: state.window_type, count: state.window_type_len)
    if xwayland.dialogTypes.containsAny(of: types) { return true }
    guard let hints = state.size_hints?.pointee else { return false }
    return hints.min_width > 0 && hints.min_height > 0 && hints.min_width == hints.max_width
      && hints.min_height == hints.max_height
  }

  /// How many parents the window has (a chain cut at 64), and at least one for a dialog:
  /// one with no parent, or mapped before it (VLC's first-run dialog), is in front of the
  /// app's windows.
  private var depth: Int {
    if surface.pointee.override_redirect { return KioskLayers.frontDepth }
    var (depth, parent) = (0, surface.pointee.parent)
    while let next = parent, depth < 64 {
      depth += 1
      parent = next.pointee.parent
    }
    return isDialog ? max(depth, 1) : depth
  }

  /// A request of an override-redirect or unmapped window is granted; a mapped window is
  /// sized and placed by the kiosk, a dialog at the size it asks.
  private func configure(_ request: wlr_xwayland_surface_configure_event) {
    ownSize = (request.width, request.height)
    if surface.pointee.override_redirect || window == nil {
      wlr_xwayland_surface_configure(surface, request.x, request.y, request.width, request.height)
    } else {
      place()
    }
  }

  /// Sizes and places a mapped window that is not override-redirect: a normal one to the
  /// usable area, a dialog at its own size within it, centred over its parent (or the
  /// area).
  func place() {
    let area = compositor.usableBox(forProcess: surface.pointee.pid)
    guard window != nil, !surface.pointee.override_redirect, area.width > 0, area.height > 0
    else { return }
    var box = area
    if isDialog {
      let over = parentBox ?? area
      box.width = min(Int32(ownSize.width), area.width)
      box.height = min(Int32(ownSize.height), area.height)
      box.x = Self.centre(box.width, over: (over.x, over.width), within: (area.x, area.width))
      box.y = Self.centre(box.height, over: (over.y, over.height), within: (area.y, area.height))
    }
    let state = surface.pointee
    guard
      (Int32(state.x), Int32(state.y), Int32(state.width), Int32(state.height))
        != (box.x, box.y, box.width, box.height)
    else { return }
    wlr_xwayland_surface_configure(
      surface, Int16(clamping: box.x), Int16(clamping: box.y), UInt16(clamping: box.width),
      UInt16(clamping: box.height))
  }

  /// The start of `length` centred over `over`, moved into `area` as far as it fits.
  private static func centre(
    _ length: Int32, over: (start: Int32, length: Int32), within area: (start: Int32, length: Int32)
  ) -> Int32 {
    let centred = over.start + (over.length - length) / 2
    return max(area.start, min(centred, area.start + area.length - length))
  }

  /// Where the parent is, while it is mapped.
  private var parentBox: wlr_box? {
    guard let parent = surface.pointee.parent, parent.pointee.mapped else { return nil }
    let state = parent.pointee
    return wlr_box(
      x: Int32(state.x), y: Int32(state.y), width: Int32(state.width), height: Int32(state.height))
  }

  func placeAndRaise() {
    place()
    guard let sceneSurface else { return }
    wlr_scene_node_raise_to_top(&sceneSurface.pointee.node)
    // X's own stacking follows: the X server finds the window under its pointer by it.
    wlr_xwayland_surface_restack(surface, nil, XCB_STACK_MODE_ABOVE)
  }

  /// Gives the window keyboard focus, unless it takes no keyboard input (ICCCM's input
  /// model none: a window that never asks for focus) or is override-redirect.
  func focus() -> Bool {
    guard window != nil, !surface.pointee.override_redirect, isTrusted,
      wlr_xwayland_icccm_input_model(surface) != WLR_ICCCM_INPUT_MODEL_NONE,
      let wlrSurface = surface.pointee.surface
    else { return false }
    wlr_xwayland_surface_activate(surface, true)
    wlr_seat_keyboard_notify_enter(compositor.wlrSeat, wlrSurface, nil, 0, nil)
    return true
  }

  /// Whether the X client that made the window is trusted (``ClientTrust``): an X11
  /// window of another client is shown beneath the app's, never gets the keyboard, and
  /// loses its touches (``OcclusionGuard``). One whose client's process the X server does
  /// not know is not trusted.
  var isTrusted: Bool {
    owner.map(compositor.trust.isTrusted(process:)) ?? false
  }

  /// Whether the window has the keyboard focus.
  var hasKeyboardFocus: Bool {
    guard let wlrSurface = surface.pointee.surface else { return false }
    return compositor.wlrSeat.pointee.keyboard_state.focused_surface == wlrSurface
  }

  /// The window takes the built-in keyboard's text (``X11TextInput``): the user asked for
  /// the keyboard (``KeyboardSwipe``) while it had the keyboard focus.
  func takeText() {
    guard let window else { return }
    let input =
      textInput ?? X11TextInput(window.surfaceView, keyboard: compositor.inputs.emulatedKeyboard)
    textInput = input
    compositor.application.becomeTextInput(input)
  }

  /// The window no longer takes the keyboard's text (another app's window was touched).
  func resignTextInput() {
    if let textInput { compositor.application.resignTextInput(textInput) }
  }

  /// Levels the window by its depth, and stacks and places the app's windows: dialogs in
  /// front of their parents, menus in front of all (the application orders windows by
  /// level, the scene is stacked the same way). Again when the window's parent or type
  /// changes after it mapped.
  private func restack() {
    guard let window else { return }
    window.windowLevel = isTrusted ? KioskLayers.appLevel(depth: depth) : KioskLayers.strangerLevel
    compositor.restackApps()
  }

  /// Puts the scene node where the window is in X's root coordinates, which are the
  /// layout's.
  private func followGeometry() {
    guard let sceneSurface else { return }
    wlr_scene_node_set_position(
      &sceneSurface.pointee.node, Int32(surface.pointee.x), Int32(surface.pointee.y))
    window?.synchronize()
  }

  private func map() {
    guard let wlrSurface = surface.pointee.surface,
      let sceneSurface = wlr_scene_surface_create(compositor.layers.apps, wlrSurface)
    else { return }
    self.sceneSurface = sceneSurface
    // wlroots destroys the node with the surface; the kiosk must not do it again.
    nodeListener = Listener(signal(&sceneSurface.pointee.node, \.events.destroy)) {
      [unowned self] _ in
      self.sceneSurface = nil
      nodeListener = nil
    }
    ownSize = (surface.pointee.width, surface.pointee.height)
    followGeometry()
    let window = X11Window(
      xwaylandSurface: surface, sceneNode: &sceneSurface.pointee.node, seat: compositor.seat)
    window.name = FileDiagnostic.escaped(window.windowClass ?? "x11")
    window.isMultipleTouchEnabled = true
    owner = xwayland.ownerProcess(of: surface.pointee.window_id)
    compositor.occlusionGuard.attach(to: window)
    compositor.application.addWindow(window)
    self.window = window
    restack()
    compositor.focusFrontApp()
    if isTrusted {
      xwayland.windowMapped(window)
    } else {
      logger.warning(
        "\(window.name ?? "x11"): an X11 window of an untrusted client (pid \(owner.map(String.init) ?? "unknown")), shown beneath the app's"
      )
      compositor.strangerWindowMapped(window)
    }
  }

  private func unmap() {
    let wasFocused = hasKeyboardFocus
    resignTextInput()
    textInput = nil
    window?.close()
    window = nil
    nodeListener = nil
    if let sceneSurface { wlr_scene_node_destroy(&sceneSurface.pointee.node) }
    sceneSurface = nil
    // A dialog that goes gives the focus back to the window under it.
    if wasFocused { compositor.focusFrontApp() }
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
