import ArgumentParser
import Foundation
import Touchway
import TouchwayRecording
import TouchwayScene

/// `touchway trace`: runs a script of touches through a scene and prints what every
/// responder received, in the format of trace-format.md.
struct TraceCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "trace",
    abstract:
      "Run a script or a libinput recording through a scene and print what every responder got.",
    discussion: """
      Each line of the trace is one call: `<t> <responder> touchesBegan <ids>` and so on, \
      with the time in seconds. A mistake in the scene or the script is reported as \
      `file:line: message`, with exit status 2.

      With --recording, a `libinput record` file replaces the script: its touchscreen is \
      mapped onto the scene's screen (its `screen`, or the union of its window frames) the \
      way libinput's transformed coordinates map a touchscreen onto an output. A pen (a \
      tablet) in the recording replays too: its tip is a pencil touch, `ID(pencil)` in \
      the trace, and while it is near the glass fingers are palms.

      Examples:
        touchway trace --scene scene.yaml --script script.yaml --hit-test
        touchway trace --scene scene.yaml --recording touches.yml
      """)

  @Option(
    help: ArgumentHelp("The scene: windows, views and gestures (YAML).", valueName: "scene.yaml"))
  var scene: String

  @Option(
    help: ArgumentHelp(
      "The touches and actions to run, in time order (YAML).", valueName: "script.yaml"))
  var script: String?

  @Option(
    help: ArgumentHelp(
      "A `libinput record` file to replay instead of a script.", valueName: "recording.yml"))
  var recording: String?

  @Flag(help: "Also print each delivery's allTouches and one line per touch.")
  var detail = false

  @Flag(help: "Also print, for each new touch, the views its hit test visited.")
  var hitTest = false

  func validate() throws {
    guard (script == nil) != (recording == nil) else {
      throw ValidationError("Give exactly one of --script and --recording.")
    }
  }

  func run() throws {
    do {
      let scene = try Scene(contentsOf: scene)
      let runner = SceneRunner(
        scene: scene, options: TraceOptions(detail: detail, hitTest: hitTest)
      ) { print($0) }
      if let script {
        runner.play(try Script(contentsOf: script, scene: scene))
      } else if let recording {
        try replay(recording, onto: scene.screenBounds, through: runner)
      }
    } catch {
      printToStandardError("\(error)")
      throw ExitCode(2)
    }
  }

  /// Feeds every frame of the recording, its touchscreen's and its pen's, to the runner's
  /// seat, then lets its timers run out.
  private func replay(_ path: String, onto screen: Rect, through runner: SceneRunner) throws {
    for frame in try ReplayFrames.read(path: path, output: screen) {
      runner.seat.process(frame)
    }
    runner.finish()
  }
}
