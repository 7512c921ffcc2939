import CWlroots
import Glibc
import Logging
import Touchway
import TouchwayKiosk
import TouchwayWayland

/// One run of the kiosk: the compositor, the app, the signals, the screenshot and the
/// trace, around the ``Kiosk`` loop.
final class KioskSession {
  let compositor: KioskCompositor
  let kiosk: Kiosk
  private let screenshotPath: String?
  private let backCommand: String?
  private let signals: SignalPipe
  private var signalSource: LoopSource?
  private var signalHandlers: [Int32: () -> Void] = [:]
  private var app: ChildProcess?
  private var helpers: [ChildProcess] = []
  /// The apps of the other outputs (`--app-on`): they end with the run; one that ends
  /// first is logged, and its output stays black.
  private var outputApps: [ChildProcess] = []
  /// The on-screen keyboard's process (`--keyboard COMMAND`): it ends with the run.
  private var keyboard: ChildProcess?
  private var screenshotFailure: Error?
  /// Keeps the back gesture to fingers at the screen's edge.
  private let backBand: ScreenEdgeBand
  /// The swipe that brings up the built-in keyboard, with the built-in keyboard.
  private let keyboardSwipe: KeyboardSwipe?

  init(
    configuration: KioskConfiguration, compositor: KioskCompositor, screenshotPath: String?,
    backCommand: String?, trace: Bool
  ) throws {
    self.compositor = compositor
    kiosk = Kiosk(
      configuration: configuration, seat: compositor.seat.seat, server: compositor,
      clock: MonotonicClock())
    self.screenshotPath = screenshotPath
    self.backCommand = backCommand
    keyboardSwipe = compositor.builtinKeyboard.map {
      KeyboardSwipe(
        compositor: compositor, keyboard: $0.keyboard, besides: configuration.backEdges)
    }
    backBand = ScreenEdgeBand(compositor: compositor)
    signals = try SignalPipe()
    if screenshotPath != nil {
      kiosk.screenshotHandler = { [unowned self] in saveScreenshot() }
    }
    kiosk.backHandler = { [unowned self] in goBack() }
    kiosk.backGestureDelegate = backBand
    compositor.layerShell.windowMapped = { [unowned self] in kiosk.addSystemGestures(to: $0) }
    compositor.shell.windowMapped = { [unowned self] in appWindowMapped($0) }
    compositor.xwayland?.windowMapped = { [unowned self] in appWindowMapped($0) }
    compositor.strangerWindowMapped = { [unowned self] in kiosk.addSystemGestures(to: $0) }
    if trace {
      kiosk.traceHandler = writeLine
      compositor.seat.emulatedPointer.traceHandler = { [unowned self] in kiosk.trace($0) }
      kiosk.traceDeliveryNote = { view in
        guard let surface = view as? SurfaceView, !surface.clientTakesTouches else { return nil }
        return "no-wl_touch"
      }
      compositor.builtinKeyboard?.trace = { [unowned self] in kiosk.trace($0) }
      compositor.shell.windowLifted = { [unowned self] window, rows in
        kiosk.trace("\(window.name ?? "client") lifted \(rows)")
      }
      compositor.shell.titleChanged = { [unowned self] window in
        kiosk.trace(
          #"\#(window.name ?? "client") title "\#(FileDiagnostic.escaped(window.title ?? ""))""#)
      }
    }
    kiosk.progressHandler = { replay in
      logger.info("replay: \(replay.releasedCount) of \(replay.frames.count) frames")
    }
    signalSource = try LoopSource(compositor.eventLoop, readable: signals.readDescriptor) {
      [unowned self] in
      for number in signals.drain() { signalHandlers[number]?() }
    }
  }

  func run(app command: [String]) throws -> Int32 {
    onSignal(SIGCHLD) { [unowned self] in childrenChanged() }
    onSignal(SIGUSR1) { [unowned self] in kiosk.requestScreenshot() }
    let settler = Settler(compositor: compositor)
    onSignal(SIGUSR2) { settler.request() }
    for signal in [SIGINT, SIGTERM] {
      onSignal(signal) { [unowned self] in kiosk.end(.stopped) }
    }
    let app = try ChildProcess(command, environment: appEnvironment)
    self.app = app
    compositor.trust.appProcesses.insert(app.pid)
    logger.info("started \(command.joined(separator: " ")) on \(compositor.socketName)")
    let ending = try kiosk.run()
    logger.info("run ended: \(ending)")
    app.terminate()
    for outputApp in outputApps { outputApp.terminate() }
    // A keyboard left running would hold the kiosk's standard output open.
    keyboard?.terminate()
    if let screenshotFailure { throw screenshotFailure }
    guard case .appExited(let status) = ending else { return 0 }
    return status
  }

  /// What the app and the back command get: the Wayland socket, and Xwayland's display.
  private var appEnvironment: [String: String] {
    AppEnvironment.variables(
      socket: compositor.socketName, display: compositor.xwayland?.displayName)
  }

  /// An app's window gets the kiosk's gestures: back, and the keyboard's swipe.
  private func appWindowMapped(_ window: Window) {
    kiosk.windowDidMap(window)
    keyboardSwipe?.attach(to: window)
  }

  /// Starts an on-screen keyboard that runs as a client (`--keyboard COMMAND`), before
  /// the app, so that it is there when the app first takes text.
  func startKeyboard(_ command: String) throws {
    keyboard = try ChildProcess(
      ["/bin/sh", "-c", "exec \(command)"],
      environment: appEnvironment)
    compositor.trust.keyboardProcess = keyboard?.pid
    logger.info("started the keyboard \(command)")
  }

  /// Starts the apps of the other outputs (`--app-on`); their windows go on their outputs
  /// (``KioskCompositor/usableBox(for:)``).
  func startApps(_ apps: [OutputApp]) throws {
    for app in apps {
      let process = try ChildProcess(
        ["/bin/sh", "-c", "exec \(app.command)"], environment: appEnvironment)
      outputApps.append(process)
      compositor.appOutputs[process.pid] = app.output
      compositor.trust.appProcesses.insert(process.pid)
      logger.info("started \(app.command) for \(app.output)")
    }
  }

  private func onSignal(_ number: Int32, _ handler: @escaping () -> Void) {
    signalHandlers[number] = handler
    signals.watch(number)
  }

  private func childrenChanged() {
    helpers.removeAll { $0.reap() }
    outputApps.removeAll { app in
      guard app.reap() else { return false }
      let output = compositor.appOutputs[app.pid] ?? ""
      logger.error("the app of \(output) ended: status \(app.exitStatus ?? 0)")
      // Its pid may go to another process, whose windows must not follow it.
      compositor.appOutputs[app.pid] = nil
      compositor.trust.appProcesses.remove(app.pid)
      return true
    }
    if let keyboard, keyboard.reap() {
      logger.error(
        "the keyboard \(keyboard.command.last ?? "") ended: status \(keyboard.exitStatus ?? 0)")
      self.keyboard = nil
      // Its pid may go to another process, which must not inherit its privileges.
      compositor.trust.keyboardProcess = nil
    }
    if let app, app.reap(), let status = app.exitStatus {
      kiosk.end(.appExited(status: status))
    }
  }

  /// Writes the main output to `--screenshot`'s file, and each other output to the file
  /// of its name (`shot.png` and `shot-HEADLESS-2.png`).
  private func saveScreenshot() {
    guard let screenshotPath, let main = compositor.mainOutput else { return }
    do {
      for output in compositor.outputs {
        guard let (width, height, pixels) = output.readPixels() else {
          throw KioskError.wlroots("wlr_renderer_read_pixels")
        }
        let path =
          output === main ? screenshotPath : Self.screenshotPath(screenshotPath, of: output.name)
        try writePNG(width: width, height: height, pixels: pixels, to: path)
        logger.info("wrote the screenshot to \(path)")
      }
      screenshotFailure = nil
    } catch {
      screenshotFailure = error
      logger.error("cannot write the screenshot: \(error)")
    }
  }

  /// `path` with `-NAME` before its `.png` (or at its end).
  static func screenshotPath(_ path: String, of output: String) -> String {
    guard path.hasSuffix(".png") else { return path + "-" + output }
    return path.dropLast(4) + "-" + output + ".png"
  }

  /// The back gesture puts the built-in keyboard away if it shows, as Android's back
  /// does; otherwise it runs the back command.
  private func goBack() {
    if let keyboard = compositor.builtinKeyboard?.keyboard, keyboard.isVisible {
      logger.info("back gesture: the keyboard goes")
      return keyboard.hide()
    }
    logger.info("back gesture")
    guard let backCommand else { return }
    do {
      helpers.append(
        try ChildProcess(
          ["/bin/sh", "-c", backCommand],
          environment: appEnvironment))
    } catch {
      logger.error("cannot run the back command: \(error)")
    }
  }
}
