import ArgumentParser
import CWlroots
import Glibc
import Logging
import Touchway
import TouchwayGraphics
import TouchwayKiosk
import TouchwayOnScreenKeyboard
import TouchwayRecording
import TouchwaySynthesis
import TouchwayWayland

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
      Wayland socket in WAYLAND_DISPLAY, the environment toolkits need to choose Wayland \
      (GTK, Qt, SDL, Firefox, Chromium), and is shown maximized over the output \
      (full-screen when it asks to be); a dialog is centred over its parent. Touches \
      come from a replayed recording (--replay) and, on the drm back end, from the \
      seat's touch screens through libinput. A swipe in from the back edge is the \
      compositor's own gesture: the app sees those touches cancelled.

      Apps that take no touches (no wl_touch) get a pointer instead: a tap is a left \
      click, a long press (0.5 s) a right click, a drag moves with the left button held, \
      and a two-finger pan scrolls; no cursor is drawn. X11 apps run through Xwayland, \
      started when the first X client connects to the DISPLAY the app is given; their \
      windows are full-screen, and menus stay where they open.

      The compositor engine is wlroots. The drm back end (wlroots' DRM and libinput back \
      ends) drives the screens through DRM/KMS and opens its devices through a libseat \
      session (seatd, logind, or directly as root); it renders with GLES2, or pixman \
      where there is no GPU. The headless back end draws in memory with pixman.

      The run ends when the app exits, when --exit-after or --exit-after-replay runs \
      out, or on SIGINT or SIGTERM; SIGUSR1 writes a screenshot at once; SIGUSR2 logs \
      'settled' once the app has taken in the input so far and the screen shows what it \
      drew. The exit status is the app's.

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

  @Option(
    help: ArgumentHelp(
      "How the panel is mounted: the output is turned, and touches follow it.",
      valueName: "normal|90|180|270|flipped|flipped-90|flipped-180|flipped-270"))
  var transform: OutputTransform = .normal

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
      the start: every delivery to a client surface (named wl_surface@ID; a surface whose \
      client has no wl_touch shows 'no-wl_touch' once per touch instead), the kiosk's own \
      gesture recognizers, each touch turned into pointer input, for which client, and \
      the windows' titles (escaped).
      """)
  var trace = false

  @Flag(
    help: """
      Do not turn touches into pointer input for apps that take no touches (no wl_touch): \
      by default a tap is a left click, a long press a right click, a drag moves with the \
      left button held and a two-finger pan scrolls (pointer-emulation.md).
      """)
  var noPointerEmulation = false

  @Flag(
    help: """
      Run no Xwayland: by default X11 apps can run, through an Xwayland started when the \
      first of them connects to DISPLAY.
      """)
  var noXwayland = false

  @Option(
    help: """
      The screen edge a pan from which is the back gesture. With bottom, the built-in \
      keyboard's swipe comes from the top edge.
      """)
  var backEdge: BackEdgeOption = .left

  @Option(
    help: ArgumentHelp(
      "A shell command to run on the back gesture; without it the gesture is only logged.",
      valueName: "command"))
  var backCommand: String?

  @Option(
    help: ArgumentHelp(
      """
      The on-screen keyboard that slides in when an app's text field takes text: the \
      kiosk's own, none, or a shell command that runs a keyboard client such as \
      wvkbd-mobintl or squeekboard. (default: builtin on a seat without a physical \
      keyboard) The built-in one also comes for a swipe in from the bottom edge (the top \
      edge with --back-edge bottom): for the focused X11 window, which tells nothing of \
      its text fields, or for a text field whose keyboard was hidden.
      """, valueName: "builtin|none|command"))
  var keyboard: KeyboardOption?

  @Option(
    name: .customLong("allow-privileged"),
    help: ArgumentHelp(
      """
      Let the app and the processes it starts see a privileged protocol, which only the \
      keyboard client (--keyboard COMMAND) gets otherwise: layer-shell (panels, surfaces \
      over the app), input-method (read and type the text of every field), \
      virtual-keyboard (send keys). Repeat for more than one. Any process that reaches \
      the socket is a client, so give them only to an app that needs them \
      (docs/hostile-clients.md, "Trust model").
      """, valueName: "protocol"))
  var allowPrivileged: [ClientTrust.Privilege] = []

  @Flag(
    help: """
      Print every key of the built-in keyboard as LABEL X Y WIDTH HEIGHT, as it shows \
      on an output of --size turned by --transform, in the panel's pixels (where its \
      touchscreen reports a finger), and exit: where a recording taps to type.
      """)
  var printKeyboard = false

  @OptionGroup(title: "Testing an app")
  var verdict: VerdictOptions

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
    if chosenBackend == .headless && (output != nil || mode != nil) {
      throw ValidationError("--output and --mode need --backend drm")
    }
  }

  /// Prints the built-in keyboard's keys, one a line: laid out on the screen an output of
  /// `size` (the panel's pixels) shows when turned by `transform`, and placed on the
  /// panel, where its touchscreen (and a recording of it) reports a finger on them.
  static func printKeyboard(on size: PixelSize, turnedBy transform: OutputTransform) {
    let panel = Size(width: Double(size.width), height: Double(size.height))
    let screen = transform.swapsAxes ? Size(width: panel.height, height: panel.width) : panel
    for (key, keyFrame) in OnScreenKeyboard.keyFrames(on: screen) {
      let frame = transform.inverse.apply(keyFrame, width: screen.width, height: screen.height)
      let numbers = [frame.minX, frame.minY, frame.size.width, frame.size.height].map {
        String(Int($0))
      }
      writeLine(([key.label] + numbers).joined(separator: " "))
    }
  }

  /// The on-screen keyboard asked for, or the default: the built-in one on a seat with
  /// no physical keyboard.
  func chosenKeyboard(_ compositor: KioskCompositor) -> KeyboardOption {
    keyboard ?? (compositor.inputs.hasPhysicalKeyboard ? .none : .builtin)
  }

  /// The back end asked for, or the default.
  var chosenBackend: Backend { backend ?? Backend.automatic() }

  func run() throws {
    if printKeyboard { return Self.printKeyboard(on: size, turnedBy: transform) }
    raiseFileLimit()
    let status = try withRuntimeDirectory {
      var settings = KioskOutput.Settings()
      settings.size = size
      settings.name = output
      settings.mode = mode
      settings.transform = transform
      settings.takesScreenshots = screenshot != nil
      let compositor = try KioskCompositor(
        backend: chosenBackend, output: settings, socketName: socket,
        emulatesPointer: !noPointerEmulation, xwayland: !noXwayland,
        trust: ClientTrust(appPrivileges: Set(allowPrivileged)))
      if chosenKeyboard(compositor) == .builtin { try compositor.enableBuiltinKeyboard() }
      let configuration = try configuration(outputSize: compositor.outputBox)
      let session = try KioskSession(
        configuration: configuration, compositor: compositor,
        screenshotPath: screenshot, backCommand: backCommand,
        trace: trace || verdict.expectTrace != nil)
      let runVerdict =
        verdict.givesVerdict
        ? KioskVerdict(options: verdict, markers: configuration.markers) : nil
      session.actOnMarkers(verdict: runVerdict, printsTrace: trace)
      if case .command(let command) = keyboard { try session.startKeyboard(command) }
      let status = try session.run(app: appCommand)
      return runVerdict?.conclude(appStatus: status) ?? status
    }
    if status != 0 { throw ExitCode(status > 0 ? status : 128 - status) }
  }

  private func configuration(outputSize box: wlr_box) throws -> KioskConfiguration {
    var configuration = KioskConfiguration()
    configuration.replay = try replayFrames(
      output: Rect(
        x: Double(box.x), y: Double(box.y), width: Double(box.width), height: Double(box.height)))
    configuration.markers =
      try replay.map { path throws(FileError) in
        try ScriptMarker.markers(inRecordingAt: path)
      } ?? []
    configuration.replaySpeed = replaySpeed
    configuration.exitAfter = exitAfter
    configuration.exitAfterReplay = exitAfterReplay
    configuration.backEdges = backEdge.edges
    configuration.progressInterval = Self.progressInterval(for: configuration)
    return configuration
  }

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
  private func replayFrames(output: Rect) throws -> [TouchFrame] {
    guard let replay else { return [] }
    let reader = try TouchFrameReader(path: replay, output: output, transform: transform)
    var frames: [TouchFrame] = []
    var frame = TouchFrame(time: 0)
    while try reader.nextFrame(into: &frame) { frames.append(frame) }
    logger.info("replaying \(frames.count) frames from \(replay)")
    return frames
  }
}

extension PixelSize: ExpressibleByArgument {}
extension ModeRequest: ExpressibleByArgument {}
