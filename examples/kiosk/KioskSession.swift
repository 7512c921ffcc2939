import Glibc
import Logging
import Touchway
import TouchwayGraphics
import TouchwayKiosk

/// One run of the kiosk command: APP under a display server, the ``Kiosk`` loop, and
/// what the command does around it (screenshots to a file, the back command, progress on
/// standard error, signals).
final class KioskSession {
  private let kiosk: Kiosk
  private let server: DisplayServer
  private let screenshotPath: String?
  private let backCommand: String?
  private var app: ChildProcess?
  /// Back commands that have not been reaped yet.
  private var helpers: [ChildProcess] = []
  /// Why the latest screenshot could not be written; the final one decides the run.
  private var screenshotFailure: KioskError?

  init(
    configuration: KioskConfiguration, seat: Seat, server: DisplayServer, output: KioskOutput?,
    screenshotPath: String?, backCommand: String?, trace: Bool
  ) {
    kiosk = Kiosk(
      configuration: configuration, seat: seat, server: server, clock: MonotonicClock(),
      output: output)
    self.server = server
    self.screenshotPath = screenshotPath
    self.backCommand = backCommand
    if screenshotPath != nil {
      kiosk.screenshotHandler = { [unowned self] in saveScreenshot($0) }
    }
    kiosk.backHandler = { [unowned self] in goBack() }
    server.onWindowMapped { [unowned self] in kiosk.windowDidMap($0) }
    if trace { kiosk.traceHandler = writeLine }
    kiosk.progressHandler = { replay in
      logger.info("replay: \(replay.releasedCount) of \(replay.frames.count) frames")
    }
  }

  /// Starts APP, runs until it exits, the time limit passes or a signal stops the run,
  /// then ends APP. Returns APP's exit status, or 0 when the kiosk ended the run; throws
  /// if the final screenshot could not be written.
  func run(app command: [String]) throws -> Int32 {
    try server.onSignal(SIGCHLD) { [unowned self] in childrenChanged() }
    try server.onSignal(SIGUSR1) { [unowned self] in kiosk.requestScreenshot() }
    for signal in [SIGINT, SIGTERM] {
      try server.onSignal(signal) { [unowned self] in stop() }
    }
    let app = try ChildProcess(command, environment: ["WAYLAND_DISPLAY": server.socketName])
    self.app = app
    logger.info("started \(command.joined(separator: " ")) on \(server.socketName)")
    let ending = try kiosk.run()
    logger.info("run ended: \(ending)")
    app.terminate()
    if let screenshotFailure { throw screenshotFailure }
    guard case .appExited(let status) = ending else { return 0 }
    return status
  }

  /// Ends the run at the end of the current loop iteration, as SIGTERM does.
  func stop() {
    kiosk.end(.stopped)
  }

  private func childrenChanged() {
    helpers.removeAll { $0.reap() }
    if let app, app.reap(), let status = app.exitStatus {
      kiosk.end(.appExited(status: status))
    }
  }

  private func saveScreenshot(_ pixels: PixelBuffer) {
    guard let screenshotPath else { return }
    do {
      try writeScreenshot(pixels, to: screenshotPath)
      screenshotFailure = nil
      logger.info("wrote the screenshot to \(screenshotPath)")
    } catch {
      screenshotFailure = error
      logger.error("cannot write the screenshot: \(error)")
    }
  }

  private func goBack() {
    logger.info("back gesture")
    guard let backCommand else { return }
    do {
      helpers.append(
        try ChildProcess(
          ["/bin/sh", "-c", backCommand], environment: ["WAYLAND_DISPLAY": server.socketName]))
    } catch {
      logger.error("cannot run the back command: \(error)")
    }
  }
}
