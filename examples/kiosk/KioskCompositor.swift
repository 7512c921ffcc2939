import CWlroots
import Glibc
import Touchway
import TouchwayKiosk
import TouchwaySystem
import TouchwayWayland

/// The kiosk's compositor engine: wlroots, set up as cage and tinywl set it up, with
/// Touchway's seat routing the touches.
///
/// It owns the display, the back end (headless, or DRM with libinput through a libseat
/// session), the renderer (GLES2 where a GPU allows, else pixman), the scene over the
/// output layout, and the globals real apps expect: `wl_compositor`, subsurfaces, shm,
/// linux-dmabuf (where the renderer imports it), `wl_data_device_manager` and primary
/// selection (the clipboard, ``KioskClipboard``), xdg-shell with server-side decorations,
/// viewporter, presentation-time, xdg-output, idle-inhibit, layer-shell, text-input,
/// input-method and virtual-keyboard, the last three only for the clients ``ClientTrust``
/// gives them to.
final class KioskCompositor: KioskServer {
  let display: OpaquePointer
  let backend: UnsafeMutablePointer<wlr_backend>
  let renderer: UnsafeMutablePointer<wlr_renderer>
  let allocator: UnsafeMutablePointer<wlr_allocator>
  let scene: UnsafeMutablePointer<wlr_scene>
  /// The scene's trees: the layer-shell layers around the apps.
  let layers: KioskLayers
  let outputLayout: UnsafeMutablePointer<wlr_output_layout>
  let wlrSeat: UnsafeMutablePointer<wlr_seat>
  let wlrCompositor: UnsafeMutablePointer<wlr_compositor>
  /// Touchway's seat over `wlrSeat`.
  let seat: WaylandSeat
  let application: Application
  private var socket: KioskSocket?
  /// The name clients put in `WAYLAND_DISPLAY`.
  var socketName: String { socket?.name ?? "" }
  private(set) var shell: KioskShell!
  private(set) var layerShell: KioskLayerShell!
  /// Who may set the clipboard and the primary selection.
  private var clipboard: KioskClipboard?
  /// Text input for the apps, and the input method of an external keyboard.
  private(set) var textInput: TextInputRelay!
  /// Drops touches on untrusted clients' surfaces over the app.
  private(set) var occlusionGuard: OcclusionGuard!
  /// The built-in on-screen keyboard, once enabled.
  private(set) var builtinKeyboard: KioskKeyboard?
  private(set) var outputs: [KioskOutput] = []
  private(set) var inputs: InputDevices!
  /// A real mouse's cursor, drawn once one is plugged in.
  private(set) var mouse: MouseCursor!
  /// X11 apps' server, unless the kiosk runs without it.
  private(set) var xwayland: KioskXwayland?
  private var listeners: [Listener] = []
  /// What the command line asked of the outputs.
  let outputOptions: OutputOptions
  private let virtualKeyboardQuota = VirtualKeyboardQuota()
  /// Which clients see layer-shell, input-method and virtual-keyboard, and which take
  /// touches over the app.
  let trust: ClientTrust
  /// The outputs' names in the order the command line gives them: `--output`'s, or
  /// `--size`'s headless outputs.
  private let outputOrder: [String]
  /// Where each output that was used is or was, by name: a touchscreen glued to an
  /// output that went keeps its mapping.
  private var places: [String: OutputPlace] = [:]
  private lazy var unplugLater = IdleWork(loop: eventLoop)
  /// The apps of the other outputs (`--app-on`): their processes and their outputs' names.
  var appOutputs: [pid_t: String] = [:]
  /// The last output's place once every output has gone: the app keeps its size.
  private var lostPlace = OutputPlace(box: wlr_box(), transform: .normal)

  /// A window of an untrusted client (a toplevel, an X11 window) was mapped, beneath the
  /// app's: it gets the system gestures, and is no app window.
  var strangerWindowMapped: (Window) -> Void = { _ in }

  /// Whether client windows emulate a pointer for apps that take no touches.
  let emulatesPointer: Bool

  init(
    backend kind: Backend, outputs outputOptions: OutputOptions, socketName: String?,
    emulatesPointer: Bool, xwayland withXwayland: Bool, trust: ClientTrust
  ) throws {
    self.outputOptions = outputOptions
    outputOrder =
      kind == .headless
      ? outputOptions.sizes.indices.map { "HEADLESS-\($0 + 1)" } : outputOptions.names
    self.trust = trust
    WlrootsLog.start()
    self.emulatesPointer = emulatesPointer
    display = try nonNil("wl_display_create", wl_display_create())
    trust.filterGlobals(of: display)
    backend = try nonNil(
      "wlr_backend_create",
      kind == .headless ? wlr_headless_backend_create(display) : wlr_backend_autocreate(display))
    renderer = try nonNil("wlr_renderer_create", Self.makeRenderer(for: backend, kind: kind))
    wlr_renderer_init_wl_display(renderer, display)
    allocator = try nonNil("wlr_allocator_autocreate", wlr_allocator_autocreate(backend, renderer))
    wlrCompositor = try nonNil("wlr_compositor_create", wlr_compositor_create(display, renderer))
    wlr_data_device_manager_create(display)
    wlr_primary_selection_v1_device_manager_create(display)
    wlr_viewporter_create(display)
    wlr_idle_inhibit_v1_create(display)
    outputLayout = wlr_output_layout_create()
    wlr_xdg_output_manager_v1_create(display, outputLayout)
    scene = wlr_scene_create()
    layers = KioskLayers(scene: scene)
    wlr_scene_attach_output_layout(scene, outputLayout)
    wlr_scene_set_presentation(scene, wlr_presentation_create(display, backend))
    wlrSeat = wlr_seat_create(display, "seat0")
    application = Application()
    seat = WaylandSeat(wlrSeat, application: application)
    seat.serveResponderProtocol(on: display)
    clipboard = KioskClipboard(seat: wlrSeat, loop: wl_display_get_event_loop(display))
    socket = try KioskSocket(display: display, named: socketName)
    shell = KioskShell(compositor: self)
    occlusionGuard = OcclusionGuard { [unowned self] view in isTrusted(view) }
    layerShell = KioskLayerShell(compositor: self)
    textInput = TextInputRelay(display: display, seat: seat)
    mouse = MouseCursor(compositor: self)
    inputs = try InputDevices(compositor: self)
    cancelTouchesOnPause()
    if withXwayland { startXwayland() }
    seat.policy = KioskSeatPolicy(compositor: self, emulatesPointer: emulatesPointer)
    connectLayerShell()
    listen(signal(wlr_virtual_keyboard_manager_v1_create(display)!, \.events.new_virtual_keyboard))
    {
      [unowned self] data in
      let keyboard = data!.assumingMemoryBound(to: wlr_virtual_keyboard_v1.self)
      guard virtualKeyboardQuota.admits(keyboard) else { return }
      inputs.add(withUnsafeMutablePointer(to: &keyboard.pointee.input_device) { $0 })
    }
    listen(signal(backend, \.events.new_output)) { [unowned self] data in
      addOutput(data!.assumingMemoryBound(to: wlr_output.self))
    }
    listen(signal(backend, \.events.new_input)) { [unowned self] data in
      inputs.add(data!.assumingMemoryBound(to: wlr_input_device.self))
    }
    if kind == .headless {
      for size in outputOptions.sizes {
        wlr_headless_add_output(backend, UInt32(size.width), UInt32(size.height))
      }
    }
    guard wlr_backend_start(backend) else { throw KioskError.wlroots("wlr_backend_start") }
  }

  deinit {
    xwayland = nil
    wl_display_destroy_clients(display)
    // Every listener goes before wl_display_destroy frees what it listens to (and before
    // an output's destroy would call back into this compositor, which is going away).
    listeners.removeAll()
    clipboard = nil
    shell = nil
    inputs = nil
    mouse = nil
    outputs.removeAll()
    socket = nil
    wl_display_destroy(display)
  }

  /// Sets up Xwayland; without it the kiosk still runs Wayland apps, so a failure (no
  /// usable /tmp/.X11-unix, say) is logged, not thrown.
  private func startXwayland() {
    do {
      xwayland = try KioskXwayland(compositor: self)
    } catch {
      logger.error("no X11 apps: \(error)")
    }
  }

  /// Whether `view`'s surface is the app's to the user, or a trusted client's
  /// (``ClientTrust``): an X11 window's by the X client that made it, since every X11
  /// window comes over Xwayland's one connection; any other by its Wayland client.
  func isTrusted(_ view: SurfaceView) -> Bool {
    if let window = view.window as? X11Window {
      return xwayland?.surface(of: window.xwaylandSurface)?.isTrusted == true
    }
    guard let client = wl_resource_get_client(view.surface.pointee.resource) else { return false }
    return trust.isTrusted(client)
  }

  /// Sends what clients are owed, waits up to `timeout` seconds for the event loop, and
  /// handles what is ready. A signal that cuts the wait short is no failure.
  func dispatch(timeout: TimeInterval?) throws {
    wl_display_flush_clients(display)
    let milliseconds = timeout.map { Int32(clamping: Int(($0 * 1000).rounded(.up))) } ?? -1
    let result = Errno.valueOrErrno(wl_event_loop_dispatch(eventLoop, milliseconds))
    if case .failure(let error) = result, error != .interrupted {
      throw KioskError.system(
        call: "wl_event_loop_dispatch", subject: "the event loop", errno: error)
    }
    wl_display_flush_clients(display)
  }

  /// The output the kiosk shows its app on: the first of those it uses (`--output`'s
  /// order, or the first connected), or the next once that one goes.
  var mainOutput: KioskOutput? { outputs.first }

  /// The layout box of the main output, where toplevels go. Once every output is gone
  /// (the GPU unplugged), the box the last had: the app keeps its size.
  var outputBox: wlr_box { mainOutput?.box ?? lostPlace.box }

  /// Where a touch of `touchscreen` lands: the place of the output it is mapped to
  /// (``Touchscreen/output(among:mappings:)``), also once that output is gone, else the
  /// main output's.
  func place(of touchscreen: Touchscreen) -> OutputPlace {
    let name = touchscreen.output(
      among: outputs.map { ($0.name, $0.millimetres) }, mappings: outputOptions.touchMappings)
    if let name, let place = places[name] { return place }
    return mainOutput.map(OutputPlace.init) ?? lostPlace
  }
  /// The part of the main output the app's toplevels get: what layer surfaces' exclusive
  /// zones (an on-screen keyboard, a panel) leave of it.
  var usableBox: wlr_box {
    let usable = layerShell.usableArea
    var box = usable.width > 0 && usable.height > 0 ? usable : outputBox
    if let top = builtinKeyboard?.top { box.height = max(min(box.height, top - box.y), 0) }
    return box
  }

  /// Where the toplevels of `client` go: ``usableBox(forProcess:)`` of its process.
  func usableBox(for client: OpaquePointer?) -> wlr_box {
    guard !appOutputs.isEmpty, let client else { return usableBox }
    var pid: pid_t = 0
    wl_client_get_credentials(client, &pid, nil, nil)
    return usableBox(forProcess: pid)
  }

  /// Where the windows of process `pid` go (an X11 window's `_NET_WM_PID`, 0 when it
  /// tells none): the output of the `--app-on` app whose process tree it is in, while
  /// that output is there, else ``usableBox`` on the main output.
  func usableBox(forProcess pid: pid_t) -> wlr_box {
    var pid = pid
    // A bounded walk: a pid reused into a loop cannot stall the kiosk.
    for _ in 0..<64 where pid > 1 {
      if let name = appOutputs[pid], let output = outputs.first(where: { $0.name == name }),
        output !== mainOutput
      {
        return output.box
      }
      guard let parent = ClientTrust.parent(of: pid) else { break }
      pid = parent
    }
    return usableBox
  }

  /// The app's windows in the apps tree, Wayland's and X11's, mapped or not.
  private var appSurfaces: [KioskAppSurface] {
    shell.toplevels + (xwayland?.surfaces ?? [])
  }

  /// Places and stacks the app's windows as the application orders them: by level
  /// (dialogs above their parents, and placed once their parent is), then the one mapped
  /// last on top.
  func restackApps() {
    let surfaces = appSurfaces
    for window in application.windows {
      surfaces.first { $0.appWindow === window }?.placeAndRaise()
    }
  }

  /// Gives keyboard focus to the front-most app window that takes it.
  func focusFrontApp() {
    let surfaces = appSurfaces
    for window in application.windows.reversed() {
      if let surface = surfaces.first(where: { $0.appWindow === window }), surface.focus() {
        return
      }
    }
  }

  /// Draws the built-in keyboard and brings it up whenever an app's text input is enabled.
  func enableBuiltinKeyboard() throws {
    builtinKeyboard = try KioskKeyboard(compositor: self)
  }

  /// The event loop every descriptor, timer and signal of the kiosk is served from.
  var eventLoop: OpaquePointer { wl_display_get_event_loop(display) }

  func listen(
    _ signal: UnsafeMutablePointer<wl_signal>,
    _ handler: @escaping (UnsafeMutableRawPointer?) -> Void
  ) {
    listeners.append(Listener(signal, handler))
  }

  private func addOutput(_ wlrOutput: UnsafeMutablePointer<wlr_output>) {
    guard outputOptions.uses(String(cString: wlrOutput.pointee.name)) else { return }
    do {
      let output = try KioskOutput(wlrOutput, compositor: self, options: outputOptions)
      outputs.append(output)
      // The outputs' order is the command line's (wlroots' headless back end announces
      // its outputs last first); a connector it does not name goes after, as it came.
      let order = outputOrder
      outputs.sort {
        (order.firstIndex(of: $0.name) ?? order.count)
          < (order.firstIndex(of: $1.name) ?? order.count)
      }
      rememberPlaces()
      mouse.loadImages(forScale: output.scale)
      layerShell.outputChanged()
      builtinKeyboard?.outputChanged()
      shell.outputChanged()
    } catch {
      logger.error("\(String(cString: wlrOutput.pointee.name)): \(error)")
    }
  }

  /// Toplevels follow the usable area; keyboard focus goes to a layer surface that asks
  /// for it, and back to the app after.
  private func connectLayerShell() {
    layerShell.usableAreaChanged = { [unowned self] in shell.outputChanged() }
    layerShell.keyboardFocusChanged = { [unowned self] surface in
      if let surface {
        wlr_seat_keyboard_notify_enter(wlrSeat, surface, nil, 0, nil)
      } else {
        focusFrontApp()
      }
    }
  }

  /// An output was unplugged: the touches on it are cancelled (its touchscreen will
  /// send no more of them), and the app goes to the next output, if any.
  func outputWentAway(_ output: KioskOutput) {
    // wlroots has taken it out of the layout already: its place is the one noted. It goes
    // from the outputs before the touches are cancelled, so that nothing the cancelling
    // draws asks the dying output for a frame.
    let place = places[output.name] ?? OutputPlace(output)
    if outputs.count == 1 { lostPlace = place }
    outputs.removeAll { $0 === output }
    let box = place.box
    seat.seat.cancelTouches { touch in
      let point = touch.locationInScreen
      return point.x >= Double(box.x) && point.x < Double(box.x + box.width)
        && point.y >= Double(box.y) && point.y < Double(box.y + box.height)
    }
    rememberPlaces()
    layerShell.outputChanged()
    builtinKeyboard?.outputChanged()
    shell.outputChanged()
  }

  /// Takes the output named `name` away, as unplugging its screen does (wlroots
  /// destroys it); a recording's `unplug` marker does this to a headless output. It
  /// happens once the loop is idle: the marker may be acted on inside one of the output's
  /// own signals, which must not free it under wlroots' feet.
  func unplug(_ name: String) {
    unplugLater.schedule { [unowned self] in
      guard let output = outputs.first(where: { $0.name == name }) else {
        return logger.error("unplug: no output \(FileDiagnostic.escaped(name))")
      }
      wlr_output_destroy(output.output)
    }
  }

  /// Notes where the outputs in use are now: adding or removing one moves the others.
  private func rememberPlaces() {
    for output in outputs { places[output.name] = OutputPlace(output) }
  }

  /// GLES2 where the back end has a GPU, pixman otherwise: headless always draws in memory.
  private static func makeRenderer(
    for backend: UnsafeMutablePointer<wlr_backend>, kind: Backend
  ) -> UnsafeMutablePointer<wlr_renderer>? {
    if kind == .headless { return wlr_pixman_renderer_create() }
    return wlr_renderer_autocreate(backend) ?? wlr_pixman_renderer_create()
  }

}

/// `value`, or the error that `call` failed.
func nonNil<T>(_ call: String, _ value: T?) throws -> T {
  guard let value else { throw KioskError.wlroots(call) }
  return value
}
