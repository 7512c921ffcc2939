import ArgumentParser
import Glibc
import Logging
import Touchway
import TouchwayDRM
import TouchwayGraphics
import TouchwayKiosk
import TouchwayRecording
import TouchwaySession

/// Diagnostics and progress go to standard error; standard output carries the trace.
let logger = Logger(label: "touchway-kiosk")

/// `touchway-kiosk`: runs one Wayland app full-screen and routes touches to it.
@main
struct KioskCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "touchway-kiosk",
    abstract: "Run one Wayland app full-screen and route touches to it, like cage.",
    usage: """
      touchway-kiosk [<options>] [-- <app> [<arguments> ...]]
      """,
    discussion: """
      The app (by default touch-demo-client, found next to this program) gets a \
      Wayland socket in WAYLAND_DISPLAY and is shown full-screen on the output. Touches \
      come from a replayed recording (--replay) and, on the drm back end, from the \
      session seat's touch screens through libinput. A swipe in from the back edge is the \
      compositor's own gesture: the app sees those touches cancelled.

      The drm back end drives a screen through DRM/KMS (the preferred mode of the first \
      connected output unless --output and --mode say otherwise). It opens its devices \
      through a libseat session (seatd or logind), or directly when run as root. \
      Switching away from its VT cancels every touch; switching back sets the mode again.

      The run ends when the app exits, when --exit-after or --exit-after-replay runs \
      out, or on SIGINT or SIGTERM; SIGUSR1 writes a screenshot at once. The exit status \
      is the app's.

      Example: the demo client, a bundled recording at twice its speed, a picture:
        touchway-kiosk --replay drag.yml --replay-speed 2 --exit-after-replay 0.5 \\
          --screenshot trails.png --trace
      """)

  @Option(
    help: """
      The output back end: 'drm' drives a screen, 'headless' is a virtual output drawn in \
      memory. (default: drm when a DRM device exists, else headless)
      """)
  var backend: Backend?

  @Option(
    help: ArgumentHelp("The headless output's size in pixels.", valueName: "WIDTHxHEIGHT"))
  var size = PixelSize(width: 800, height: 480)

  @Option(
    help: ArgumentHelp(
      "drm: the connector to drive, such as HDMI-A-1. (default: the first connected)",
      valueName: "name"))
  var output: String?

  @Option(
    help: ArgumentHelp(
      "drm: the mode. (default: the screen's preferred mode)", valueName: "WxH[@Hz]"))
  var mode: ModeRequest?

  @Option(help: "drm: how to get the seat's devices. (default: automatic)")
  var session: SessionKind?

  @Option(
    help: ArgumentHelp(
      "drm: the udev seat whose input devices to read. (default: the session's)",
      valueName: "name"))
  var seat: String?

  @Option(
    help: ArgumentHelp(
      "Write the output as a PNG file when the run ends and on SIGUSR1.", valueName: "file.png"))
  var screenshot: String?

  @Option(
    help: ArgumentHelp(
      "Replay a 'libinput record' file through the seat, mapped onto the output, once the app's window is up.",
      valueName: "recording.yml"))
  var replay: String?

  @Option(help: ArgumentHelp("How many times faster than recorded to replay.", valueName: "factor"))
  var replaySpeed = 1.0

  @Option(help: ArgumentHelp("End the run this long after it starts.", valueName: "seconds"))
  var exitAfter: Double?

  @Option(
    help: ArgumentHelp(
      "End the run this long after the replay's last frame, once the app has drawn it.",
      valueName: "seconds"))
  var exitAfterReplay: Double?

  @Flag(
    help: """
      Print the trace (trace-format.md) on standard output as it happens, with times since \
      the start: every delivery to a client surface (named wl_surface@ID) and the kiosk's \
      own gesture recognizers.
      """)
  var trace = false

  @Option(help: "The screen edge a pan from which is the back gesture.")
  var backEdge: BackEdgeOption = .left

  @Option(
    help: ArgumentHelp(
      "A shell command to run on the back gesture; without it the gesture is only logged.",
      valueName: "command"))
  var backCommand: String?

  @Option(help: "The Wayland socket's name. (default: the first free wayland-N)")
  var socket: String?

  @Argument(
    parsing: .postTerminator,
    help: ArgumentHelp("The app and its arguments, after '--'.", valueName: "app"))
  var app: [String] = []

  func validate() throws {
    guard replaySpeed > 0, replaySpeed.isFinite else {
      throw ValidationError("--replay-speed must be a number above zero, not \(replaySpeed)")
    }
    for (name, seconds) in [("--exit-after", exitAfter), ("--exit-after-replay", exitAfterReplay)] {
      if let seconds, !(seconds > 0) {
        throw ValidationError("\(name) must be a number of seconds above zero, not \(seconds)")
      }
    }
    if exitAfterReplay != nil && replay == nil {
      throw ValidationError("--exit-after-replay needs --replay")
    }
    if chosenBackend == .headless && (output != nil || mode != nil || session != nil || seat != nil)
    {
      throw ValidationError("--output, --mode, --session and --seat need --backend drm")
    }
  }

  /// The back end asked for, or the default.
  var chosenBackend: Backend { backend ?? Backend.automatic() }

  func run() throws {
    let status = try withRuntimeDirectory {
      switch chosenBackend {
      case .headless: try runHeadless()
      case .drm: try runOnDRM()
      }
    }
    if status != 0 { throw ExitCode(status > 0 ? status : 128 - status) }
  }

  /// What the run does on an output of `outputSize` pixels.
  private func configuration(outputSize: PixelSize) throws -> KioskConfiguration {
    var configuration = KioskConfiguration(outputSize: outputSize)
    configuration.replay = try replayFrames(outputSize: outputSize)
    configuration.replaySpeed = replaySpeed
    configuration.exitAfter = exitAfter
    configuration.exitAfterReplay = exitAfterReplay
    configuration.backEdges = backEdge.edges
    configuration.progressInterval = Self.progressInterval(for: configuration)
    return configuration
  }

  /// Serves APP on a headless output until the run ends; returns APP's exit status. The
  /// server and its socket are gone when it returns.
  private func runHeadless() throws -> Int32 {
    let server = try KioskWaylandServer(
      application: Application(),
      output: KioskWaylandServer.headlessOutput(size: size), socketName: socket)
    return try makeSession(server: server, output: nil, outputSize: size).run(app: appCommand)
  }

  /// Serves APP on a DRM screen, with the session seat's input, until the run ends.
  private func runOnDRM() throws -> Int32 {
    let session = try Session.open(self.session ?? .automatic, logger: logger)
    try session.waitUntilActive()
    let device = try DRMDevice.openFirst(session: session, logger: logger)
    let screen = try DRMOutput(
      device: device, configuration: OutputConfiguration(outputName: output, mode: mode),
      logger: logger)
    let seatName = seat ?? session.seatName
    let server = try KioskWaylandServer(
      application: Application(), output: DRMBackend.waylandOutput(for: screen),
      seatName: seatName, socketName: socket)
    let backend = try DRMBackend(
      session: session, output: screen, server: server, seatName: seatName, logger: logger)
    let run = try makeSession(
      server: server, output: screen,
      outputSize: PixelSize(width: screen.mode.width, height: screen.mode.height))
    backend.sessionEndedHandler = { [unowned run] in run.stop() }
    // The loop's descriptors call into the back end until the run ends.
    return try withExtendedLifetime(backend) { try run.run(app: appCommand) }
  }

  private func makeSession(
    server: KioskWaylandServer, output: KioskOutput?, outputSize: PixelSize
  ) throws -> KioskSession {
    KioskSession(
      configuration: try configuration(outputSize: outputSize), seat: server.seat,
      server: server, output: output, screenshotPath: screenshot, backCommand: backCommand,
      trace: trace)
  }

  /// APP, or the demo client.
  private var appCommand: [String] { app.isEmpty ? [Self.demoClientPath()] : app }

  /// Progress once a second, for replays that take longer than five seconds.
  static func progressInterval(for configuration: KioskConfiguration) -> TimeInterval? {
    let frames = configuration.replay
    guard let first = frames.first, let last = frames.last else { return nil }
    return (last.time - first.time) / configuration.replaySpeed > 5 ? 1 : nil
  }

  /// touch-demo-client in the directory of this program (or on `PATH` if that cannot
  /// be told).
  static func demoClientPath() -> String {
    var path = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    let length = readlink("/proc/self/exe", &path, path.count - 1)
    guard length > 0 else { return "touch-demo-client" }
    let executable = String(decoding: path[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    return executable[...executable.lastIndex(of: "/")!] + "touch-demo-client"
  }

  /// The recording's frames, with positions on the output.
  private func replayFrames(outputSize: PixelSize) throws -> [TouchFrame] {
    guard let replay else { return [] }
    let output = Rect(
      x: 0, y: 0, width: Double(outputSize.width), height: Double(outputSize.height))
    let reader = try TouchFrameReader(path: replay, output: output)
    var frames: [TouchFrame] = []
    var frame = TouchFrame(time: 0)
    while try reader.nextFrame(into: &frame) { frames.append(frame) }
    logger.info("replaying \(frames.count) frames from \(replay)")
    return frames
  }
}

extension PixelSize: ExpressibleByArgument {}
extension SessionKind: ExpressibleByArgument {}
extension ModeRequest: ExpressibleByArgument {}
