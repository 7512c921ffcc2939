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

      A HiDPI panel is scaled by its pixel density (one point about 1/150 inch; --scale \
      overrides it): apps lay themselves out, and get touches, in points, the output's \
      pixels divided by its scale; screenshots are the pixels (docs/tablet.md).

      Every connected output is used (--output picks), left to right; the app is on \
      the first, --app-on runs one on another, and an output unplugged cancels the \
      touches on it and sends its app to the first left. Each touchscreen goes on its own output: --map-touch, else the one udev \
      names (WL_OUTPUT), else the only one, else the one of its physical size, else the \
      first. Options given as OUTPUT=VALUE are for that output only.

      The run ends when the app exits, when --exit-after or --exit-after-replay runs \
      out, or on SIGINT or SIGTERM; SIGUSR1 writes a screenshot at once; SIGUSR2 logs \
      'settled' once the apps have taken in the input so far and every screen shows what \
      they drew. The exit status is the app's.

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
    help: ArgumentHelp(
      """
      headless: an output of this size in pixels; repeat for more outputs, named \
      HEADLESS-1, HEADLESS-2, ... left to right. (default: one 800x480)
      """, valueName: "WIDTHxHEIGHT"))
  var size: [PixelSize] = []

  @Option(
    help: ArgumentHelp(
      """
      drm: a connector to drive, such as HDMI-A-1; repeat for more, left to right. The \
      app is shown on the first. (default: every connected one)
      """, valueName: "name"))
  var output: [String] = []

  @Option(
    help: ArgumentHelp(
      "drm: the mode, of every output or the one named. (default: the screen's preferred mode)",
      valueName: "[output=]WxH[@Hz]"))
  var mode: [OutputOption<ModeRequest>] = []

  @Option(
    help: ArgumentHelp(
      """
      How the panel is mounted, every output's or the one named's: the output is turned, \
      and touches follow it. (values: normal, 90, 180, 270, flipped, flipped-90, \
      flipped-180, flipped-270)
      """, valueName: "[output=]transform"))
  var transform: [OutputOption<OutputTransform>] = []

  @Option(
    help: ArgumentHelp(
      """
      Pixels per point, of every output or the one named, 0.5 to 8, fractions too (1.5): \
      apps lay themselves out on the output's size divided by it, and touches land in \
      those points. (default: from the panel's pixel density, 1 point about 1/150 inch, \
      in halves, at least 1; 1 on headless)
      """, valueName: "[output=]factor"))
  var scale: [OutputOption<OutputScale>] = []

  @Option(
    name: .customLong("app-on"),
    help: ArgumentHelp(
      """
      Run another app, a shell command, on the output named: its windows and those of the \
      processes it starts are shown there, and take the touches of that output's \
      touchscreen; it ends with the run. Repeat for more outputs.
      """, valueName: "output=command"))
  var appOn: [OutputApp] = []

  @Option(
    name: .customLong("map-touch"),
    help: ArgumentHelp(
      """
      Map a touchscreen, by its name (as libinput list-devices gives it) or, in a \
      replayed recording, a udev property it was recorded with (ID_PATH=...), onto an \
      output. Without it a touchscreen goes to the output udev names for it (WL_OUTPUT), \
      else the only output, else the one of its physical size, else the first.
      """, valueName: "device=output"))
  var mapTouch: [TouchMapping] = []

  @Option(
    help: ArgumentHelp(
      """
      Write the output as a PNG file when the run ends and on SIGUSR1; each other \
      output to FILE-NAME.png (shot-HEADLESS-2.png).
      """, valueName: "file.png"))
  var screenshot: String?

  @Option(
    help: ArgumentHelp(
      "Replay a 'libinput record' file through the seat, each touchscreen mapped onto its output, once the app's window is up.",
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

  @Option(
    name: .customLong("trust-client"),
    help: ArgumentHelp(
      """
      Trust the clients that run this executable (a panel or a keyboard that the system \
      starts, not the kiosk) as the keyboard client is trusted: they see every \
      privileged protocol, take the touches on their surfaces over the app, and their \
      windows are shown with the app's. Matched against the executable of the client's \
      process (/proc/PID/exe), symbolic links resolved. Repeat for more than one \
      (docs/hostile-clients.md, "Trust model").
      """, valueName: "path"))
  var trustClient: [String] = []

  @Flag(
    help: """
      Print every key of the built-in keyboard as LABEL X Y WIDTH HEIGHT, as it shows \
      on the first output of --size turned by --transform at --scale, in the panel's pixels \
      (where its touchscreen reports a finger), and exit: where a recording taps to type.
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
    for path in trustClient where Self.resolvedExecutable(path) == nil {
      throw ValidationError("--trust-client: \(path) is no executable file")
    }
    if chosenBackend == .headless && (!output.isEmpty || !mode.isEmpty) {
      throw ValidationError("--output and --mode need --backend drm")
    }
  }

  /// Prints the built-in keyboard's keys, one a line: laid out on the screen of points
  /// an output of `size` (the panel's pixels) shows when turned by `transform` at
  /// `scale`, and placed on the panel, where its touchscreen (and a recording of it)
  /// reports a finger on them.
  static func printKeyboard(
    on size: PixelSize, turnedBy transform: OutputTransform, scale: OutputScale
  ) {
    let points = Size(
      width: (Double(size.width) / scale.factor).rounded(.towardZero),
      height: (Double(size.height) / scale.factor).rounded(.towardZero))
    let screen = transform.swapsAxes ? Size(width: points.height, height: points.width) : points
    for (key, keyFrame) in OnScreenKeyboard.keyFrames(on: screen) {
      let frame = transform.inverse.apply(keyFrame, width: screen.width, height: screen.height)
      let numbers = [frame.minX, frame.minY, frame.size.width, frame.size.height].map {
        String(Int(($0 * scale.factor).rounded()))
      }
      writeLine(([key.label] + numbers).joined(separator: " "))
    }
  }

  /// The on-screen keyboard asked for, or the default: the built-in one on a seat with
  /// no physical keyboard.
  func chosenKeyboard(_ compositor: KioskCompositor) -> KeyboardOption {
    keyboard ?? (compositor.inputs.hasPhysicalKeyboard ? .none : .builtin)
  }

  /// `path` with its symbolic links resolved, as `/proc/PID/exe` names it, if it is an
  /// executable file.
  static func resolvedExecutable(_ path: String) -> String? {
    var status = stat()
    guard stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG, access(path, X_OK) == 0,
      let resolved = realpath(path, nil)
    else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  /// What the options ask of the outputs.
  var outputOptions: OutputOptions {
    OutputOptions(
      sizes: size.isEmpty ? [PixelSize(width: 800, height: 480)] : size, names: output,
      modes: mode, transforms: transform, scales: scale, touchMappings: mapTouch,
      takesScreenshots: screenshot != nil)
  }

  /// The back end asked for, or the default.
  var chosenBackend: Backend { backend ?? Backend.automatic() }

  func run() throws {
    if printKeyboard {
      let first = outputOptions.sizes[0]
      return Self.printKeyboard(
        on: first, turnedBy: transform.value(for: "HEADLESS-1") ?? .normal,
        scale: scale.value(for: "HEADLESS-1") ?? OutputScale(1))
    }
    raiseFileLimit()
    let status = try withRuntimeDirectory {
      let compositor = try KioskCompositor(
        backend: chosenBackend, outputs: outputOptions, socketName: socket,
        emulatesPointer: !noPointerEmulation, xwayland: !noXwayland,
        trust: ClientTrust(
          appPrivileges: Set(allowPrivileged),
          trustedExecutables: Set(trustClient.compactMap(Self.resolvedExecutable))))
      if chosenKeyboard(compositor) == .builtin { try compositor.enableBuiltinKeyboard() }
      let configuration = try configuration(compositor)
      // A recording with a pen: clients that speak the tablet protocol get it as a pen.
      if configuration.replay.contains(where: { !$0.penProximity.isEmpty }) {
        compositor.seat.serveTabletProtocol(on: compositor.display)
      }
      let session = try KioskSession(
        configuration: configuration, compositor: compositor,
        screenshotPath: screenshot, backCommand: backCommand,
        trace: trace || verdict.expectTrace != nil)
      let runVerdict =
        verdict.givesVerdict
        ? KioskVerdict(options: verdict, markers: configuration.markers) : nil
      session.actOnMarkers(verdict: runVerdict, printsTrace: trace)
      if case .command(let command) = keyboard { try session.startKeyboard(command) }
      try session.startApps(appOn)
      let status = try session.run(app: appCommand)
      return runVerdict?.conclude(appStatus: status) ?? status
    }
    if status != 0 { throw ExitCode(status > 0 ? status : 128 - status) }
  }

  private func configuration(_ compositor: KioskCompositor) throws -> KioskConfiguration {
    var configuration = KioskConfiguration()
    if let replay {
      configuration.replay = try RecordingReplay.frames(
        inRecordingAt: replay, compositor: compositor)
      logger.info("replaying \(configuration.replay.count) frames from \(replay)")
    }
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
}

extension PixelSize: ExpressibleByArgument {}
extension ModeRequest: ExpressibleByArgument {}
