import Foundation
import PNGTestSupport
import Testing
import Touchway
import TouchwayTestSupport

/// A script's `wait-toplevel` with a real app: the replay holds until GTK's dialog maps, so
/// the screenshot after it shows the dialog, with no fixed wait.
@Suite struct WaitMarkerTests {
  @Test func theReplayWaitsForTheDialog() throws {
    let size = Size(width: 800, height: 480)
    let script = try GestureScript(
      "wait-toplevel\nscreenshot dialog\ntap 10 10", file: "dialog.script", size: size)
    let recording = try GestureSynthesizer.recording(of: script, model: .atmel, size: size)
      .write(named: "dialog.yml")
    let references = try TemporaryFile.directory()
    let app = RealApp.python("dialog_app.py", packages: ["python3-gi", "gir1.2-gtk-3.0"])
    guard
      let run = try app.run(
        replaying: recording, exitAfter: 20,
        extraOptions: ["--expect-screenshots", references.path, "--update"])
    else { return }
    #expect(run.run.status == 0, "\(run)")
    let picture = try DecodedPNG(
      contentsOf: references.appendingPathComponent("dialog.png").path)
    // The dialog, magenta, is centred on the output.
    #expect(picture.pixel(400, 240) == [255, 0, 255], "\(run)")
  }
}
