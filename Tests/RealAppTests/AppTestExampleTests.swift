import Foundation
import PNGTestSupport
import Testing
import TouchwayTestSupport

/// The walk-through of docs/testing-apps.md as its CI job runs it: `examples/app-test`'s
/// script (a tap on a button, a drag that scrolls a list, typing `hello` on the built-in
/// keyboard) synthesized, Notes (GTK 3) in the kiosk, and the kiosk's verdict on the
/// committed trace and screenshot.
@Suite struct AppTestExampleTests {
  /// `examples/app-test`, in the package's source tree.
  static let example = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("examples/app-test")

  /// The button's label, under the title bar of the reference screenshot.
  static let label = (x: 300, y: 47, width: 200, height: 40)

  /// The example, checked against `references`: the run, and where its failed
  /// screenshots and JUnit report went; `nil` (with a recorded issue) without GTK 3.
  func verdict(references: URL) throws -> (run: KioskRun, artifacts: URL)? {
    let artifacts = try TemporaryFile.directory()
    let recording = artifacts.appendingPathComponent("notes.yml").path
    let synthesized = try Program.run(
      KioskRun.productsDirectory.appendingPathComponent("touchway"),
      [
        "synthesize", Self.example.appendingPathComponent("notes.script").path, "--output",
        recording, "--size", "800x480",
      ])
    try #require(synthesized.status == 0, "\(synthesized.errors)")
    let app = RealApp(
      packages: ["python3-gi", "gir1.2-gtk-3.0"],
      command: [
        "/usr/bin/python3", "-B", "-u", Self.example.appendingPathComponent("notes.py").path,
      ])
    guard
      let run = try app.run(
        replaying: recording, exitAfter: 60,
        extraOptions: [
          "--exit-after-replay", "0.5",
          "--expect-trace", Self.example.appendingPathComponent("notes.trace").path,
          "--ignore-times", "--ignore-lines", #" title ""#,
          "--expect-screenshots", references.path, "--artifacts", artifacts.path,
          "--junit", artifacts.appendingPathComponent("junit.xml").path,
        ])
    else { return nil }
    return (run.run, artifacts)
  }

  /// The committed expectations hold: exit status 0, and a JUnit report of two passed
  /// checks.
  @Test func theExamplePasses() throws {
    guard
      let (run, artifacts) = try verdict(
        references: Self.example.appendingPathComponent("screenshots"))
    else { return }
    #expect(run.status == 0, "\(run.standardError)")
    let report = try String(
      contentsOf: artifacts.appendingPathComponent("junit.xml"), encoding: .utf8)
    #expect(report.contains(#"tests="2" failures="0""#), "\(report)")
    #expect(report.contains(#"name="screenshot typed"/>"#), "\(report)")
    #expect(run.standardOutput.contains(#"keyboard commit "o""#), "\(run.standardOutput)")
  }

  /// A reference with the button's label painted over: the screenshot no longer
  /// matches, the run fails (status 1, the JUnit report says which check), and the diff
  /// image shows the label's pixels in red.
  @Test func aChangedReferenceFailsWithADiffImage() throws {
    let references = try TemporaryFile.directory()
    let original = try DecodedPNG(
      contentsOf: Self.example.appendingPathComponent("screenshots/typed.png").path)
    var samples = original.samples
    for y in Self.label.y..<Self.label.y + Self.label.height {
      for x in Self.label.x..<Self.label.x + Self.label.width {
        let start = (y * original.width + x) * 3
        samples.replaceSubrange(start..<start + 3, with: [0, 0, 255])
      }
    }
    try DecodedPNG(width: original.width, height: original.height, samples: samples).write(
      to: references.appendingPathComponent("typed.png").path)

    guard let (run, artifacts) = try verdict(references: references) else { return }
    #expect(run.status == 1, "\(run.standardError)")
    #expect(run.standardError.contains("FAIL screenshot typed: "), "\(run.standardError)")
    let report = try String(
      contentsOf: artifacts.appendingPathComponent("junit.xml"), encoding: .utf8)
    #expect(report.contains(#"tests="2" failures="1""#), "\(report)")
    #expect(report.contains(#"<testcase classname="touchway-kiosk" name="trace"/>"#))
    let diff = try DecodedPNG(contentsOf: artifacts.appendingPathComponent("typed.diff.png").path)
    #expect(diff.pixel(Self.label.x + 5, Self.label.y + 5) == [255, 0, 0])
    // Away from the painted label the screenshot matched: dimmed, not red.
    #expect(diff.pixel(400, 200) != [255, 0, 0])
    #expect(
      FileManager.default.fileExists(atPath: artifacts.appendingPathComponent("typed.png").path))
  }
}
