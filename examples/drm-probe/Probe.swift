import Glibc
import Logging
import Touchway
import TouchwayDRM
import TouchwayInput
import TouchwaySession

/// One run of the probe: the output, live input on the session's seat, a seat whose one
/// window is a ``TouchCanvas``, and the loop that serves their descriptors on this thread.
///
/// What it prints on standard output is what the VM test reads:
///
/// - `probe: ready OUTPUT WxH` once the first frame is on screen and input devices are open;
/// - `touch began|ended|cancelled ...` as the canvas gets touches;
/// - `session paused`, `session resumed` and `output STATE` as they happen;
/// - on SIGUSR1, after reading all pending input and waiting for the screen to show it,
///   `probe: settled began=B moved=M ended=E cancelled=C screen=CHECKSUM`.
///
/// SIGINT and SIGTERM end the run.
final class Probe: SessionObserver, LiveInputDelegate {
  private let session: Session
  private let output: DRMOutput
  private let input: LiveInput
  private let hotplug: HotplugMonitor?
  private let seat: Seat
  private let canvas: TouchCanvas
  private let signals: SignalDescriptor
  private let screenshotPath: String?
  private let logger: Logger
  private var isRunning = true

  init(
    session: Session, output: DRMOutput, seatName: String, screenshotPath: String?,
    logger: Logger
  ) throws {
    self.session = session
    self.output = output
    self.screenshotPath = screenshotPath
    self.logger = logger
    signals = try SignalDescriptor([SIGINT, SIGTERM, SIGUSR1])
    input = try LiveInput(seat: seatName, mappedTo: output, session: session, logger: logger)
    hotplug = HotplugMonitor.openIfPossible(logger: logger)
    let size = Size(width: Double(output.mode.width), height: Double(output.mode.height))
    canvas = TouchCanvas(frame: Rect(origin: .zero, size: size), name: "canvas")
    let window = Window(frame: Rect(origin: .zero, size: size), name: "probe")
    window.addSubview(canvas)
    let application = Application()
    application.addWindow(window)
    seat = Seat(application: application)
    input.delegate = self
    session.addObserver(input)
    session.addObserver(seat)
    session.addObserver(self)
    output.renderer = { [unowned canvas] pixels in ProbePainter.paint(canvas.marks, into: pixels) }
    output.stateHandler = { state in Console.say("output \(state)") }
    canvas.changeHandler = { [unowned output] in output.setNeedsDisplay() }
  }

  /// Shows the first frame, says it is ready, and serves events until SIGINT or SIGTERM.
  func run() {
    readInput()
    waitForScreen()
    Console.say("probe: ready \(output.name) \(output.mode.width)x\(output.mode.height)")
    let sources = descriptors()
    var polled = sources.map { pollfd(fd: $0.0, events: Int16(POLLIN), revents: 0) }
    while isRunning {
      guard poll(&polled, nfds_t(polled.count), -1) >= 0 || errno == EINTR else {
        logger.error("poll failed: \(String(cString: strerror(errno)))")
        return
      }
      for index in polled.indices where polled[index].revents != 0 {
        polled[index].revents = 0
        sources[index].1()
      }
      output.displayIfNeeded()
    }
  }

  func sessionDidPause(_ session: Session) {
    Console.say("session paused")
  }

  func sessionDidResume(_ session: Session) {
    Console.say("session resumed")
  }

  func liveInput(_ input: LiveInput, didReceive frame: TouchFrame) {
    seat.process(frame)
  }

  /// The descriptors to wait on, each with what to do when it is readable.
  private func descriptors() -> [(Int32, () -> Void)] {
    var sources: [(Int32, () -> Void)] = [
      (signals.fileDescriptor, { [unowned self] in handleSignals() }),
      (output.fileDescriptor, { [unowned self] in output.dispatch() }),
      (input.fileDescriptor, { [unowned self] in readInput() }),
    ]
    if let hotplug {
      sources.append(
        (hotplug.fileDescriptor, { [unowned self] in hotplug.dispatch(output.handleHotplug) }))
    }
    if let descriptor = session.fileDescriptor {
      sources.append((descriptor, { [unowned self] in dispatchSession() }))
    }
    return sources
  }

  private func readInput() {
    input.dispatch()
  }

  /// A seat provider that fails (seatd went away) leaves nothing to run on: the run ends.
  private func dispatchSession() {
    do {
      try session.dispatch()
    } catch {
      logger.error("the session ended: \(error)")
      isRunning = false
    }
  }

  private func handleSignals() {
    while let signal = signals.next() {
      if signal == SIGUSR1 {
        settle()
      } else {
        isRunning = false
      }
    }
  }

  /// Reads what input is waiting, shows it, waits until the screen does, and reports.
  private func settle() {
    readInput()
    waitForScreen()
    let counts = canvas.counts
    let screenshot = output.composedPixels.map(Screenshot.init)
    let checksum = screenshot.map { String($0.checksum, radix: 16) } ?? "none"
    Console.say(
      "probe: settled began=\(counts.began) moved=\(counts.moved) ended=\(counts.ended) "
        + "cancelled=\(counts.cancelled) screen=\(checksum)")
    guard let screenshot, let screenshotPath else { return }
    do {
      try screenshot.write(to: screenshotPath)
    } catch {
      logger.error("cannot write the screenshot: \(error)")
    }
  }

  /// Draws what is due and serves the output until its last frame is on screen (or it
  /// cannot show one).
  private func waitForScreen() {
    output.displayIfNeeded()
    var descriptor = pollfd(fd: output.fileDescriptor, events: Int16(POLLIN), revents: 0)
    while !output.isIdle {
      guard poll(&descriptor, 1, 1000) > 0 else {
        logger.warning("no page flip completed within a second")
        return
      }
      output.dispatch()
    }
  }
}
