import Glibc
import Touchway
import TouchwayGraphics
import TouchwayKiosk
import TouchwayWayland

/// The kiosk's display server: TouchwayWayland's server with one output (headless, or the
/// DRM screen), every client window full-screen on it, and the clients' buffers handed to
/// the kiosk's compositor.
final class KioskWaylandServer: DisplayServer, WaylandServerDelegate {
  /// The Wayland server.
  let server: WaylandServer
  let socketName: String
  private(set) var contentGeneration = 0
  private let outputSize: PixelSize
  private let signals: SignalPipe
  /// The other descriptors the loop serves (``watch(_:_:)``).
  private var sources: [EventSource] = []
  private var signalHandlers: [Int32: () -> Void] = [:]
  private var windowHandler: (Window) -> Void = { _ in }

  /// Starts a server for `application` that listens on `socketName` (or the first free
  /// `wayland-N`) in `$XDG_RUNTIME_DIR`, shows `output`, and offers a seat with a touch
  /// screen on `seatName`.
  init(
    application: Application, output: Output, seatName: String = "seat0", socketName: String?
  ) throws {
    server = try WaylandServer(application: application, seatName: seatName)
    self.socketName = try server.display.addSocket(named: socketName)
    try server.addOutput(output)
    server.seat.capabilities = [.touch]
    outputSize = PixelSize(width: Int(output.pixelWidth), height: Int(output.pixelHeight))
    signals = try SignalPipe()
    server.delegate = self
    try watch(signals.readDescriptor) { [unowned self] in
      for number in signals.drain() { signalHandlers[number]?() }
    }
  }

  /// The virtual output of the headless back end.
  static func headlessOutput(size: PixelSize) -> Output {
    Output(
      name: "HEADLESS-1", description: "Touchway headless output",
      pixelWidth: Int32(size.width), pixelHeight: Int32(size.height))
  }

  /// The seat the server delivers touches from.
  var seat: Seat { server.seat.seat }

  func dispatch(timeout: TimeInterval?) throws {
    do {
      try server.dispatch(timeout: timeout.map { Int(($0 * 1000).rounded(.up)) })
    } catch {
      // A signal that cuts the wait short is no failure: its number waits in the pipe
      // for the next dispatch.
      guard error.code == EINTR else { throw error }
    }
  }

  func forEachVisibleBuffer(_ body: (CompositorLayer) -> Void) {
    for case let window as ClientWindow in server.application.windows {
      for surface in window.surfaces {
        let origin = surface.screenFrame.origin
        surface.withContents { contents in
          guard let pixels = PixelBuffer(contents) else { return }
          body(CompositorLayer(pixels: pixels, x: Int(origin.x), y: Int(origin.y)))
        }
      }
    }
  }

  func didPresent(at time: TimeInterval) {
    server.sendFrameCallbacks(time: time)
  }

  func onSignal(_ number: Int32, _ handler: @escaping () -> Void) throws {
    signalHandlers[number] = handler
    signals.watch(number)
  }

  /// Runs `handler` on the event loop whenever `descriptor` is readable, for as long as
  /// this server lives.
  func watch(_ descriptor: Int32, _ handler: @escaping () -> Void) throws {
    sources.append(try server.display.eventLoop.addFileDescriptor(descriptor) { _ in handler() })
  }

  func onWindowMapped(_ handler: @escaping (Window) -> Void) {
    windowHandler = handler
  }

  // MARK: WaylandServerDelegate

  /// Every window fills the output.
  func windowConfiguration(for window: ClientWindow) -> ToplevelConfiguration {
    ToplevelConfiguration(
      size: Size(width: Double(outputSize.width), height: Double(outputSize.height)),
      states: [.fullscreen, .activated])
  }

  /// The window goes to the output's corner.
  func windowDidMap(_ window: ClientWindow) {
    window.frame.origin = .zero
    // Traces name a client's windows after its app id (or title).
    window.name = window.appID ?? window.title ?? "client"
    contentGeneration += 1
    windowHandler(window)
  }

  /// Wayland clients track each touch point themselves, so a surface takes every finger
  /// (a view's default is one at a time) unless its client says otherwise.
  func surfaceWasCreated(_ surface: SurfaceView) {
    surface.isMultipleTouchEnabled = true
  }

  /// A commit changed what the output shows.
  func surfaceDidCommit(_ surface: SurfaceView) {
    contentGeneration += 1
  }
}
