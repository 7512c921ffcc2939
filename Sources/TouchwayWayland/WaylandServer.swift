internal import CWaylandServer
import Touchway
internal import WaylandProtocols.Interfaces

/// A Wayland server whose client surfaces are views of an `Application`: the display,
/// the globals clients bind, the seat, the outputs and the client windows.
///
/// ```swift
/// let application = Application()
/// let server = try WaylandServer(application: application)
/// try server.display.addSocket()                      // $XDG_RUNTIME_DIR/wayland-N
/// try server.addOutput(Output(name: "HEADLESS-1", pixelWidth: 800, pixelHeight: 480))
/// server.seat.capabilities = [.touch]
/// server.delegate = myWindowManager                   // sizes and places windows
/// let input = try server.display.eventLoop.addFileDescriptor(libinputFD) { _ in
///   server.seat.process(nextTouchFrame())             // touches reach clients
/// }
/// while true {
///   try server.dispatch(timeout: nil)
///   for case let window as ClientWindow in application.windows {   // back to front
///     for surface in window.surfaces { surface.withContents { draw($0, at: surface.screenFrame) } }
///   }
///   server.sendFrameCallbacks(time: now)
/// }
/// ```
///
/// See `docs/wayland.md` for the whole embedding story.
///
/// Globals, at the versions the server implements fully: `wl_compositor` 5, `wl_subcompositor`
/// 1, `wl_shm` 1 (libwayland's own), `wl_output` 4, `wl_seat` 8, `xdg_wm_base` 5, and
/// Touchway's own `touchway_responder_manager_v1` 1 (`protocols/touchway-responder-v1.xml`).
/// Everything runs on the thread that dispatches the display's event loop.
public final class WaylandServer {
  /// The display: sockets, clients, event loop.
  public let display: Display
  /// The application whose windows the client windows become.
  public var application: Application { compositor.application }
  /// The seat: touches, pointer, keyboard.
  public var seat: WaylandSeat { compositor.seat }
  /// The outputs added so far.
  public var outputs: [Output] { compositor.outputs }
  /// The mapped client windows, in the order they were mapped. Their stacking is the
  /// application's `Application/windows` order.
  public var windows: [ClientWindow] { compositor.windows }
  /// Sizes new windows and hears about maps, unmaps and commits.
  public weak var delegate: WaylandServerDelegate? {
    get { compositor.delegate }
    set { compositor.delegate = newValue }
  }

  let compositor: Compositor
  private var globals: [Global] = []
  private var isRunning = false

  /// Creates a server on a new display, with its globals, delivering to `application`.
  ///
  /// - Parameters:
  ///   - application: the application whose windows the clients' toplevels join.
  ///   - seatName: the seat's name as clients see it.
  public init(application: Application, seatName: String = "seat0") throws(WaylandError) {
    display = try Display()
    let seat = WaylandSeat(name: seatName, display: display, application: application)
    compositor = Compositor(display: display, application: application, seat: seat)
    try checkStatus("wl_display_init_shm", wl_display_init_shm(display.pointer))
    try addGlobals()
  }

  /// Disconnects every client first, so their objects go while the server's state is
  /// still whole.
  deinit {
    display.destroyClients()
  }

  /// Offers an output to clients (`wl_output`).
  public func addOutput(_ output: Output) throws(WaylandError) {
    let compositor = self.compositor
    try addGlobal(touchway_wl_output_interface(), version: OutputBinding.version) {
      resource, client in
      _ = OutputBinding(
        resource: resource, client: client, output: output, windows: compositor.windows)
    }
    compositor.outputs.append(output)
  }

  /// Serves a client already connected to `fileDescriptor`, one end of a Unix socket pair
  /// (`wl_client_create`); the server owns the descriptor from now on. Give the other end
  /// to a child process as `WAYLAND_SOCKET`.
  @discardableResult
  public func addClient(fileDescriptor: Int32) throws(WaylandError) -> WaylandClient {
    let client = try valueOrError(
      "wl_client_create", wl_client_create(display.pointer, fileDescriptor))
    return compositor.client(client)
  }

  /// Sends what is queued, waits up to `timeout` milliseconds (`nil`: until something
  /// happens) and handles what is ready: client requests, your file descriptors and
  /// timers. Then sends the replies.
  public func dispatch(timeout: Int?) throws(WaylandError) {
    flush()
    try display.eventLoop.dispatch(timeout: timeout)
    flush()
  }

  /// Dispatches until ``stop()`` is called from a handler.
  public func run() throws(WaylandError) {
    isRunning = true
    while isRunning { try dispatch(timeout: nil) }
  }

  /// Makes ``run()`` return once the current dispatch is over.
  public func stop() {
    isRunning = false
  }

  /// Sends the frame callbacks of every mapped window's surfaces: call it after drawing.
  ///
  /// - Parameter time: the time the frame was shown, in seconds.
  public func sendFrameCallbacks(time: TimeInterval) {
    for window in windows { window.sendFrameCallbacks(time: time) }
  }

  private func flush() {
    seat.flushTouchFrames()
    display.flushClients()
  }

  private func addGlobals() throws(WaylandError) {
    let compositor = self.compositor
    try addGlobal(touchway_wl_compositor_interface(), version: CompositorBinding.version) {
      resource, client in
      _ = CompositorBinding(resource: resource, client: client, compositor: compositor)
    }
    try addGlobal(touchway_wl_subcompositor_interface(), version: SubcompositorBinding.version) {
      resource, client in _ = SubcompositorBinding(resource: resource, client: client)
    }
    try addGlobal(touchway_xdg_wm_base_interface(), version: XdgWmBase.version) {
      resource, client in _ = XdgWmBase(resource: resource, client: client, compositor: compositor)
    }
    try addGlobal(touchway_wl_seat_interface(), version: SeatBinding.version) {
      resource, client in _ = SeatBinding(resource: resource, client: client, seat: compositor.seat)
    }
    try addGlobal(
      touchway_touchway_responder_manager_v1_interface(), version: ResponderManager.version
    ) { resource, client in
      _ = ResponderManager(resource: resource, client: client, seat: compositor.seat)
    }
  }

  /// Offers a global whose binding makes one resource object.
  private func addGlobal(
    _ interface: UnsafePointer<wl_interface>, version: Int32,
    bind: @escaping (OpaquePointer, WaylandClient) -> Void
  ) throws(WaylandError) {
    let compositor = self.compositor
    globals.append(
      try Global(display: display, interface: interface, version: version) { client, version, id in
        let client = compositor.client(client)
        guard let resource = makeResource(client, interface, version: version, id: id) else {
          return
        }
        bind(resource, client)
      })
  }
}
