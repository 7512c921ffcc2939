import ArgumentParser
import Foundation
import TouchwayScene

/// `touchway trace`: runs a script of touches through a scene and prints what every
/// responder received, in the format of trace-format.md.
struct TraceCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "trace",
    abstract: "Run a script of touches through a scene and print what every responder got.",
    discussion: """
      Each line of the trace is one call: `<t> <responder> touchesBegan <ids>` and so on, \
      with the time in seconds. A mistake in the scene or the script is reported as \
      `file:line: message`, with exit status 2.

      Example:
        touchway trace --scene scene.yaml --script script.yaml --hit-test
      """)

  @Option(
    help: ArgumentHelp("The scene: windows, views and gestures (YAML).", valueName: "scene.yaml"))
  var scene: String

  @Option(
    help: ArgumentHelp(
      "The touches and actions to run, in time order (YAML).", valueName: "script.yaml"))
  var script: String

  @Flag(help: "Also print each delivery's allTouches and one line per touch.")
  var detail = false

  @Flag(help: "Also print, for each new touch, the views its hit test visited.")
  var hitTest = false

  func run() throws {
    do {
      let scene = try Scene(contentsOf: scene)
      let runner = SceneRunner(
        scene: scene, options: TraceOptions(detail: detail, hitTest: hitTest)
      ) { print($0) }
      runner.play(try Script(contentsOf: script, scene: scene))
    } catch {
      printToStandardError("\(error)")
      throw ExitCode(2)
    }
  }
}

/// Writes one line to standard error.
private func printToStandardError(_ line: String) {
  FileHandle.standardError.write(Data((line + "\n").utf8))
}
