import CWlroots
import Glibc
import TouchwayWayland

/// Answers a request to settle (SIGUSR2): once the apps have taken in all the kiosk sent
/// them before the request, and every screen shows what they drew in answer, it logs
/// `settled`. A test that plays input in from outside (the VM test's `evemu-play`) reads
/// the apps' output and the screens after that line, without waiting a fixed time.
///
/// An app (every toplevel's, mapped or not yet) has taken in what was sent to it when it
/// answers an `xdg_wm_base.ping` sent after it, and it is done drawing when it commits
/// nothing between the ping and its pong; otherwise it is pinged again. Then every output
/// draws a frame, and the line waits for the frame after it on each, when the first is on
/// the screen.
final class Settler {
  private unowned let compositor: KioskCompositor
  /// Watches the requests of clients while a settle runs: pongs and commits.
  private var protocolLogger: OpaquePointer?
  /// The ping serial each client still owes a pong for.
  private var pendingPongs: [OpaquePointer: UInt32] = [:]
  private var committed = false
  /// A request came during the settle: its line must cover the input before that too.
  private var requestedAgain = false
  private var framesLeft = 0
  private var outputListeners: [Listener] = []
  private let idleWork: IdleWork
  /// Called after each `settled` line.
  var settled: () -> Void = {}

  init(compositor: KioskCompositor) {
    self.compositor = compositor
    idleWork = IdleWork(loop: compositor.eventLoop)
  }

  /// Starts a settle, after the input of the current loop iteration has been delivered;
  /// a request during a settle makes it ping the apps again before its line.
  func request() {
    guard protocolLogger == nil else {
      requestedAgain = true
      return
    }
    protocolLogger = wl_display_add_protocol_logger(
      compositor.display,
      { data, direction, message in
        guard direction == WL_PROTOCOL_LOGGER_REQUEST, let data, let message else { return }
        Unmanaged<Settler>.fromOpaque(data).takeUnretainedValue().received(message.pointee)
      }, Unmanaged.passUnretained(self).toOpaque())
    afterThisIteration { $0.pingClients() }
  }

  private func pingClients() {
    committed = false
    pendingPongs = [:]
    // Every toplevel's app, mapped or not: one that is drawing its first buffer commits it
    // before its pong, and is pinged again.
    for xdgSurface in compositor.shell.toplevelSurfaces {
      wlr_xdg_surface_ping(xdgSurface)
      let client = xdgSurface.pointee.client.pointee
      if client.ping_serial != 0 { pendingPongs[client.client] = client.ping_serial }
    }
    if pendingPongs.isEmpty { drawFrames() }
  }

  private func received(_ message: wl_protocol_logger_message) {
    let interface = String(cString: wl_resource_get_class(message.resource))
    let request = String(cString: message.message.pointee.name)
    switch (interface, request) {
    case ("wl_surface", "commit"):
      committed = true
    case ("xdg_wm_base", "pong"):
      let client = wl_resource_get_client(message.resource)!
      guard pendingPongs[client] == message.arguments[0].u else { return }
      pendingPongs[client] = nil
      // wlroots takes the pong after this logger: ping again once it has.
      if pendingPongs.isEmpty { afterThisIteration { $0.pongsReceived() } }
    default:
      break
    }
  }

  private func pongsReceived() {
    if committed || requestedAgain { pingAgain() } else { drawFrames() }
  }

  private func pingAgain() {
    requestedAgain = false
    pingClients()
  }

  private func drawFrames() {
    let outputs = compositor.outputs.map(\.output)
    guard !outputs.isEmpty else { return finish() }
    framesLeft = 2 * outputs.count
    outputListeners = outputs.flatMap { output in
      var framesOfThisOutput = 2
      return [
        // After the output's own frame handler (added first), which draws the scene.
        Listener(signal(output, \.events.frame)) { [unowned self] _ in
          guard framesOfThisOutput > 0 else { return }
          framesOfThisOutput -= 1
          framesLeft -= 1
          if framesOfThisOutput > 0 { return wlr_output_schedule_frame(output) }
          guard framesLeft == 0 else { return }
          outputListeners.removeAll()
          if requestedAgain { afterThisIteration { $0.pingAgain() } } else { finish() }
        },
        // An output gone: one more ping, then the line.
        Listener(signal(output, \.events.destroy)) { [unowned self] _ in
          outputListeners.removeAll()
          afterThisIteration { $0.pingAgain() }
        },
      ]
    }
    for output in outputs { wlr_output_schedule_frame(output) }
  }

  private func finish() {
    outputListeners.removeAll()
    if let protocolLogger { wl_protocol_logger_destroy(protocolLogger) }
    protocolLogger = nil
    logger.info("settled")
    settled()
  }

  /// Runs `work` once the event loop has handled what is ready now.
  private func afterThisIteration(_ work: @escaping (Settler) -> Void) {
    idleWork.schedule { [unowned self] in work(self) }
  }

}
