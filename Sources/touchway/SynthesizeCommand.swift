import ArgumentParser
import Foundation
import Touchway
import TouchwaySynthesis
import TouchwayYAML

/// `touchway synthesize`: a gesture script written out as a `libinput record` file.
struct SynthesizeCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "synthesize",
    abstract: "Write a `libinput record` file of the gestures a script describes.",
    discussion: """
      The script has one step a line, coordinates in output points (0 0 is the top left \
      of an output of --size) and times in seconds; each step starts when the one before \
      it ends. Lines starting with # are comments.

        tap X Y                          a finger down and up (80 ms)
        double-tap X Y
        long-press X Y [SECONDS]         held 0.8 s unless told
        drag X1 Y1 X2 Y2 SECONDS [linear|ease|flick]
        flick X1 Y1 X2 Y2 SECONDS        a drag that speeds up until it lifts
        swipe FINGERS X1 Y1 X2 Y2 SECONDS   fingers side by side, 60 points apart
        pinch X Y FROM TO SECONDS        two fingers FROM, then TO points apart
        rotate X Y DISTANCE DEGREES SECONDS
        edge-swipe left|right|top|bottom [SECONDS]
        wait SECONDS
        type TEXT                        taps on the kiosk's built-in keyboard
        down FINGER X Y / move FINGER X Y / up FINGER
                                         fingers 0-9 of your own; lines with no time
                                         between them make one frame
        screenshot NAME                  the kiosk takes screenshot NAME here
        wait-title TEXT                  the kiosk waits for a window titled TEXT
        wait-toplevel                    ... for a new toplevel
        wait-frame                       ... until the app has drawn the input so far

      The file replays as a recording of the chosen touchscreen would (`touchway events \
      FILE --width W --height H` shows its events; `touchway-kiosk --replay FILE` plays \
      it into an app). A mistake gives one `file:line: message` error and exit status 2. \
      See docs/testing-apps.md.

      Example:
        touchway synthesize test.script --output test.yml --size 800x480
      """)

  @Argument(help: "The script file.")
  var script: String

  @Option(help: ArgumentHelp("The recording to write.", valueName: "file.yml"))
  var output: String

  @Option(help: ArgumentHelp("The output's size in points.", valueName: "WIDTHxHEIGHT"))
  var size = "800x480"

  @Option(
    help: ArgumentHelp(
      "The touchscreen: \(TouchscreenModel.all.map(\.name).joined(separator: " or ")).",
      valueName: "name"))
  var device = TouchscreenModel.atmel.name

  func validate() throws {
    guard outputSize != nil else {
      throw ValidationError("--size is WIDTHxHEIGHT, 1 to 16384 each, not '\(size)'")
    }
    guard TouchscreenModel.named(device) != nil else {
      throw ValidationError(
        "--device is \(TouchscreenModel.all.map(\.name).joined(separator: " or ")), not '\(device)'"
      )
    }
  }

  private var outputSize: Size? {
    let parts = size.split(separator: "x")
    guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]),
      (1...16_384).contains(width), (1...16_384).contains(height)
    else { return nil }
    return Size(width: Double(width), height: Double(height))
  }

  func run() throws {
    do {
      let text = try Self.read(script)
      let parsed = try GestureScript(text, file: script, size: outputSize!)
      let recording = try GestureSynthesizer.recording(
        of: parsed, model: TouchscreenModel.named(device)!, size: outputSize!)
      do {
        try Data(recording.text.utf8).write(to: URL(fileURLWithPath: output))
      } catch {
        throw ScriptError(
          file: output, line: nil, message: "cannot write: \(error.localizedDescription)")
      }
    } catch {
      printToStandardError("\(error)")
      throw ExitCode(2)
    }
  }

  /// The script's text, read in bounded memory.
  private static func read(_ path: String) throws(ScriptError) -> String {
    do {
      return try BoundedTextFile.read(
        path, maximumSize: GestureScript.maximumSize, kind: "a gesture script")
    } catch {
      throw ScriptError(file: path, line: error.line, message: error.message)
    }
  }
}
