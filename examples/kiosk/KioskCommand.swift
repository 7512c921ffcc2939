import ArgumentParser
import Glibc
import Logging
import Touchway
import TouchwayGraphics
import TouchwayKiosk
import TouchwayRecording

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
      come from a replayed recording (--replay). A swipe in from the back edge is the \
      compositor's own gesture: the app sees those touches cancelled.

      The run ends when the app exits, when --exit-after or --exit-after-replay runs \
      out, or on SIGINT or SIGTERM; SIGUSR1 writes a screenshot at once. The exit status \
      is the app's.

      Example: the demo client, a bundled recording at twice its speed, a picture:
        touchway-kiosk --replay drag.yml --replay-speed 2 --exit-after-replay 0.5 \\
          --screenshot trails.png --trace
      """)

  @Option(help: "The output back end; 'headless' is a virtual output drawn in memory.")
  var backend: Backend = .headless

  @Option(help: ArgumentHelp("The output's size in pixels.", valueName: "WIDTHxHEIGHT"))
  var size = PixelSize(width: 800, height: 480)

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
  }

  func run() throws {
    var configuration = KioskConfiguration(outputSize: size)
    configuration.replay = try replayFrames()
    configuration.replaySpeed = replaySpeed
    configuration.exitAfter = exitAfter
    configuration.exitAfterReplay = exitAfterReplay
    configuration.backEdges = backEdge.edges
    configuration.progressInterval = Self.progressInterval(for: configuration)
    let status = try withRuntimeDirectory { try run(configuration) }
    if status != 0 { throw ExitCode(status > 0 ? status : 128 - status) }
  }

  /// Serves APP until the run ends; returns APP's exit status. The server and its socket
  /// are gone when it returns.
  private func run(_ configuration: KioskConfiguration) throws -> Int32 {
    let server = try HeadlessWaylandServer(
      application: Application(), outputSize: size, socketName: socket)
    let session = KioskSession(
      configuration: configuration, seat: server.seat, server: server,
      screenshotPath: screenshot, backCommand: backCommand, trace: trace)
    return try session.run(app: app.isEmpty ? [Self.demoClientPath()] : app)
  }

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
  private func replayFrames() throws -> [TouchFrame] {
    guard let replay else { return [] }
    let output = Rect(x: 0, y: 0, width: Double(size.width), height: Double(size.height))
    let reader = try TouchFrameReader(path: replay, output: output)
    var frames: [TouchFrame] = []
    var frame = TouchFrame(time: 0)
    while try reader.nextFrame(into: &frame) { frames.append(frame) }
    logger.info("replaying \(frames.count) frames from \(replay)")
    return frames
  }
}

/// `--backend`.
enum Backend: String, CaseIterable, ExpressibleByArgument {
  /// A virtual output in memory, composited in software; no screen or GPU needed.
  case headless
}

extension PixelSize: ExpressibleByArgument {}
