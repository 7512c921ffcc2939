import Logging
import Touchway
import TouchwayDRM
import TouchwayInput
import TouchwayKeyboard
import TouchwayKiosk
import TouchwaySession
import TouchwayWayland

/// A DRM screen is a kiosk output as it is: it draws when told and reports presentations.
extension DRMOutput: KioskOutput {}

/// The tablet back end around a kiosk server: live libinput on the session's seat with
/// touches mapped to the DRM output, the session, the screen's page flips and hot-plug
/// events, all served from the server's event loop.
///
/// Touch frames go to the Wayland seat (so `wl_touch.frame` follows each), keys to its
/// keyboard; a session pause interrupts every touch (clients get `wl_touch.cancel`), and
/// the input and the output stop until the session resumes.
final class DRMBackend: SessionObserver, LiveInputDelegate {
  /// Called when the seat provider goes away: the run cannot go on.
  var sessionEndedHandler: () -> Void = {}
  private let session: Session
  private let output: DRMOutput
  private let input: LiveInput
  private let hotplug: HotplugMonitor?
  private unowned let server: KioskWaylandServer
  private let logger: Logger
  private var keymapFailed = false

  /// Starts reading the seat `seatName`'s input devices through `session` and serves
  /// everything from `server`'s loop.
  init(
    session: Session, output: DRMOutput, server: KioskWaylandServer, seatName: String,
    logger: Logger
  ) throws {
    self.session = session
    self.output = output
    self.server = server
    self.logger = logger
    input = try LiveInput(seat: seatName, mappedTo: output, session: session, logger: logger)
    hotplug = HotplugMonitor.openIfPossible(logger: logger)
    input.delegate = self
    session.addObserver(input)
    session.addObserver(self)
    try serveDescriptors()
    input.dispatch()
  }

  deinit {
    session.removeObserver(input)
    session.removeObserver(self)
  }

  /// What Wayland clients are told about `output`.
  static func waylandOutput(for output: DRMOutput) -> Output {
    Output(
      name: output.name, description: "Touchway DRM output \(output.name)",
      pixelWidth: Int32(output.mode.width), pixelHeight: Int32(output.mode.height),
      refreshMillihertz: Int32(output.mode.refreshMillihertz))
  }

  func sessionDidPause(_ session: Session) {
    logger.info("session paused: touches cancelled, input and output stopped")
    server.server.seat.interrupt()
  }

  func sessionDidResume(_ session: Session) {
    logger.info("session resumed")
  }

  func liveInput(_ input: LiveInput, didReceive frame: TouchFrame) {
    server.server.seat.process(frame)
  }

  func liveInput(_ input: LiveInput, didReceive key: KeyEvent) {
    server.server.seat.keyboard?.process(key)
  }

  /// A keyboard that appears gets the environment's keymap (`XKB_DEFAULT_*`); the seat
  /// keeps its touch screen whatever comes and goes, since clients ask for it once. A
  /// keymap that cannot be made (no xkb data) is reported once.
  func liveInput(_ input: LiveInput, didChange capabilities: InputCapabilities) {
    let seat = server.server.seat
    seat.capabilities = SeatCapabilities(rawValue: capabilities.rawValue).union(.touch)
    guard capabilities.contains(.keyboard), seat.keyboard == nil, !keymapFailed else { return }
    do {
      try seat.attachKeyboard(keymap: Keymap(names: .fromProcessEnvironment()))
    } catch {
      keymapFailed = true
      logger.error("keys will not reach clients: \(error)")
    }
  }

  private func serveDescriptors() throws {
    try server.watch(output.fileDescriptor) { [unowned self] in output.dispatch() }
    try server.watch(input.fileDescriptor) { [unowned self] in input.dispatch() }
    if let hotplug {
      try server.watch(hotplug.fileDescriptor) { [unowned self] in
        hotplug.dispatch(output.handleHotplug)
      }
    }
    if let descriptor = session.fileDescriptor {
      try server.watch(descriptor) { [unowned self] in dispatchSession() }
    }
  }

  /// A seat provider that fails (seatd went away) leaves nothing to run on.
  private func dispatchSession() {
    do {
      try session.dispatch()
    } catch {
      logger.error("the session ended: \(error)")
      sessionEndedHandler()
    }
  }
}
