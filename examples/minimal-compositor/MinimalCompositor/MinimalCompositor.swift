public import CWlroots
public import Touchway
public import TouchwaySystem
public import TouchwayWayland

/// The smallest wlroots compositor that routes touches through Touchway: a display, a
/// back end (headless or `wlr_backend_autocreate`), a pixman renderer, `wl_compositor`,
/// xdg-shell drawn by the scene, and a `wlr_seat` with touch whose touches a
/// ``WaylandSeat`` delivers. Each mapped toplevel is a ``ClientWindow`` of ``application``.
///
/// It is the embedding example of `docs/wayland.md` and the compositor of the adapter's
/// tests. Everything runs on the thread that calls ``dispatch(timeout:)``.
public final class MinimalCompositor {
  /// Where the compositor shows its output.
  public enum Backend {
    /// One virtual output of this size, in memory.
    case headless(width: Int32, height: Int32)
    /// What `wlr_backend_autocreate` finds: a window in a Wayland or X11 session, or DRM.
    case automatic
  }

  public let display: OpaquePointer
  public let backend: UnsafeMutablePointer<wlr_backend>
  public let scene: UnsafeMutablePointer<wlr_scene>
  public let outputLayout: UnsafeMutablePointer<wlr_output_layout>
  public let wlrSeat: UnsafeMutablePointer<wlr_seat>
  public let application: Application
  /// Touchway's seat over ``wlrSeat``: feed it touch frames through `seat.seat`.
  public let seat: WaylandSeat
  /// The clock of touch frames and of the seat's timers (``turn(waiting:)``).
  public let clock: SeatClock
  /// The windows of the mapped toplevels, in the order they mapped.
  public var windows: [ClientWindow] { shell.windows }
  let renderer: UnsafeMutablePointer<wlr_renderer>
  let allocator: UnsafeMutablePointer<wlr_allocator>
  private var shell: Shell!
  private var devices: [AnyObject] = []
  private var listeners: [Listener] = []

  /// Sets up wlroots and the adapter on `backend`, and starts the back end. Touch frames
  /// and the seat's timers run on `clock`.
  public init(
    backend kind: Backend, application: Application = Application(), clock: SeatClock = SeatClock()
  ) throws(SetupError) {
    self.clock = clock
    display = try SetupError.check("wl_display_create", wl_display_create())
    let created: UnsafeMutablePointer<wlr_backend>? =
      switch kind {
      case .headless: wlr_headless_backend_create(display)
      case .automatic: wlr_backend_autocreate(display)
      }
    backend = try SetupError.check("wlr_backend_create", created)
    renderer = try SetupError.check("wlr_pixman_renderer_create", wlr_pixman_renderer_create())
    wlr_renderer_init_wl_display(renderer, display)
    allocator = try SetupError.check(
      "wlr_allocator_autocreate", wlr_allocator_autocreate(backend, renderer))
    wlr_compositor_create(display, renderer)
    outputLayout = wlr_output_layout_create()
    scene = wlr_scene_create()
    wlr_scene_attach_output_layout(scene, outputLayout)
    wlrSeat = wlr_seat_create(display, "seat0")
    wlr_seat_set_capabilities(wlrSeat, WL_SEAT_CAPABILITY_TOUCH.rawValue)
    self.application = application
    seat = WaylandSeat(wlrSeat, application: application)
    seat.serveResponderProtocol(on: display)
    shell = Shell(compositor: self)
    listeners.append(
      Listener(signal(backend, \.events.new_output)) { [unowned self] data in
        devices.append(Output(data!.assumingMemoryBound(to: wlr_output.self), compositor: self))
      })
    listeners.append(
      Listener(signal(backend, \.events.new_input)) { [unowned self] data in
        let device = data!.assumingMemoryBound(to: wlr_input_device.self)
        guard device.pointee.type == WLR_INPUT_DEVICE_TOUCH else { return }
        devices.append(TouchInput(device, compositor: self))
      })
    if case .headless(let width, let height) = kind {
      wlr_headless_add_output(backend, UInt32(width), UInt32(height))
    }
    guard wlr_backend_start(backend) else { throw SetupError(call: "wlr_backend_start") }
  }

  deinit {
    wl_display_destroy_clients(display)
    // Listeners go before the objects they listen to.
    shell = nil
    devices.removeAll()
    listeners.removeAll()
    wl_display_destroy(display)
  }

  /// Listens on a socket in `$XDG_RUNTIME_DIR`, `name` or the first free `wayland-N`;
  /// returns its name.
  public func addSocket(named name: String? = nil) throws(SetupError) -> String {
    guard let name else {
      return String(
        cString: try SetupError.check(
          "wl_display_add_socket_auto", wl_display_add_socket_auto(display)))
    }
    guard wl_display_add_socket(display, name) == 0 else {
      throw SetupError(call: "wl_display_add_socket")
    }
    return name
  }

  /// Listens on `descriptor`, a socket the caller bound and listens on (in a private
  /// directory, or handed over by systemd).
  public func addSocket(fileDescriptor descriptor: FileDescriptor) throws(SetupError) {
    guard wl_display_add_socket_fd(display, descriptor.rawValue) == 0 else {
      throw SetupError(call: "wl_display_add_socket_fd")
    }
  }

  /// Serves a client on `descriptor`, one end of a connected socket (a child's
  /// `WAYLAND_SOCKET`); returns its `wl_client`.
  @discardableResult
  public func addClient(fileDescriptor descriptor: FileDescriptor) throws(SetupError)
    -> OpaquePointer
  {
    try SetupError.check("wl_client_create", wl_client_create(display, descriptor.rawValue))
  }

  /// Puts `window`'s toplevel at `x`, `y` of the output layout, and its views with it.
  public func place(_ window: ClientWindow, x: Int32, y: Int32) {
    wlr_scene_node_set_position(window.sceneNode, x, y)
    window.synchronize()
  }

  /// Asks the client of `window` to close it (`xdg_toplevel.close`).
  public func close(_ window: ClientWindow) {
    wlr_xdg_toplevel_send_close(window.xdgSurface)
  }

  /// Sends clients what they are owed, waits up to `timeout` milliseconds (-1: no limit)
  /// for the event loop, handles what is ready, and sends the replies.
  public func dispatch(timeout: Int32) {
    wl_display_flush_clients(display)
    wl_event_loop_dispatch(wl_display_get_event_loop(display), timeout)
    wl_display_flush_clients(display)
  }

  /// One turn of the compositor's loop: ``dispatch(timeout:)``, waiting until the seat's
  /// next deadline on ``clock`` (with none, until a client or a device acts; not at all
  /// unless `waiting`), then fires the seat's timers that are due by then.
  public func turn(waiting: Bool = true) {
    let seat = seat.seat
    var timeout: Int32 = waiting ? -1 : 0
    if waiting, let deadline = seat.nextDeadline {
      let milliseconds = ((deadline - clock.now()) * 1000).rounded(.up)
      timeout = Int32(min(max(milliseconds, 0), Double(Int32.max)))
    }
    dispatch(timeout: timeout)
    let now = clock.now()
    if let deadline = seat.nextDeadline, deadline <= now { seat.advance(to: now) }
  }

  /// The whole output layout, where normalized touch positions are mapped.
  var layoutBox: wlr_box {
    wlr_output_layout_get_box(outputLayout, nil)?.pointee ?? wlr_box()
  }
}

/// A wlroots or libwayland call that failed while the compositor was set up.
public struct SetupError: Error, CustomStringConvertible {
  /// The C function that failed, e.g. `wlr_backend_start`.
  public let call: String

  public var description: String { "\(call) failed" }

  static func check<T>(_ call: String, _ value: T?) throws(SetupError) -> T {
    guard let value else { throw SetupError(call: call) }
    return value
  }
}
