import Foundation
import PNGTestSupport
import Testing
import Touchway
import TouchwayTestSupport

/// The kiosk's verdict with the demo client: a synthesized tap, `--update` writing the
/// trace and the named screenshot, the same run passing against them, and a changed
/// expected trace failing at its line.
@Suite struct KioskVerdictTests {
  /// A synthesized recording: the demo client's first frame, a tap, a screenshot.
  static func recording() throws -> String {
    let size = Size(width: 800, height: 480)
    let script = try GestureScript(
      "wait-frame\ntap 100 120\nscreenshot tapped\nwait 0.2", file: "tap.script", size: size)
    return try GestureSynthesizer.recording(of: script, model: .atmel, size: size)
      .write(named: "tap.yml")
  }

  func run(_ recording: String, in directory: URL, _ options: [String] = []) throws -> KioskRun {
    try KioskRun(
      "touchway-kiosk",
      [
        "--replay", recording, "--exit-after-replay", "0.3", "--exit-after", "30",
        "--expect-trace", directory.appendingPathComponent("expected.trace").path,
        "--ignore-times", "--expect-screenshots", directory.path,
        "--artifacts", directory.appendingPathComponent("artifacts").path,
        "--junit", directory.appendingPathComponent("junit.xml").path,
      ] + options)
  }

  @Test func updateWritesWhatTheNextRunIsCheckedAgainst() throws {
    let recording = try Self.recording()
    let directory = try TemporaryFile.directory()
    try FileManager.default.createDirectory(
      at: directory.appendingPathComponent("artifacts"), withIntermediateDirectories: true)

    let update = try run(recording, in: directory, ["--update"])
    #expect(update.status == 0, "\(update.standardError)")
    let trace = try String(
      contentsOf: directory.appendingPathComponent("expected.trace"), encoding: .utf8)
    #expect(trace.contains(" wl_surface@"), "\(trace)")
    #expect(trace.contains(" screenshot tapped\n"), "\(trace)")
    let shot = try DecodedPNG(contentsOf: directory.appendingPathComponent("tapped.png").path)
    #expect((shot.width, shot.height) == (800, 480))
    // The demo client drew the finger's trail where it landed.
    #expect(shot.pixel(100, 120) != shot.pixel(700, 400))

    let check = try run(recording, in: directory)
    #expect(check.status == 0, "\(check.standardError)")
    let report = try String(
      contentsOf: directory.appendingPathComponent("junit.xml"), encoding: .utf8)
    #expect(report.contains(#"tests="2" failures="0""#), "\(report)")

    let changed = trace.replacingOccurrences(of: "touchesEnded", with: "touchesCancelled")
    try changed.write(
      to: directory.appendingPathComponent("expected.trace"), atomically: true, encoding: .utf8)
    let failing = try run(recording, in: directory)
    #expect(failing.status == 1, "\(failing.standardError)")
    let lineNumber =
      try #require(
        changed.split(separator: "\n", omittingEmptySubsequences: false)
          .firstIndex { $0.contains("touchesCancelled") }) + 1
    #expect(
      failing.standardError.contains("FAIL trace: ")
        && failing.standardError.contains("expected.trace: line \(lineNumber): expected '"),
      "\(failing.standardError)")
    let failed = try String(
      contentsOf: directory.appendingPathComponent("junit.xml"), encoding: .utf8)
    #expect(failed.contains(#"tests="2" failures="1""#), "\(failed)")
  }

  /// The first run, before `--update`: nothing to compare with fails every check, and
  /// the screenshot is kept in the artifacts for a look.
  @Test func withoutReferencesEveryCheckFails() throws {
    let directory = try TemporaryFile.directory()
    // The run makes the artifacts' directory.
    let artifacts = directory.appendingPathComponent("artifacts")

    let run = try run(try Self.recording(), in: directory)
    #expect(run.status == 1, "\(run.standardError)")
    #expect(
      run.standardError.contains("expected.trace: cannot read the file"), "\(run.standardError)")
    #expect(
      run.standardError.contains("FAIL screenshot tapped: no reference: "), "\(run.standardError)")
    #expect(
      FileManager.default.fileExists(atPath: artifacts.appendingPathComponent("tapped.png").path))
  }

  @Test func verdictOptionsNeedAnExpectation() throws {
    let run = try KioskRun("touchway-kiosk", ["--update", "--junit", "report.xml"])
    #expect(run.status == 64)
    #expect(run.standardError.contains("go with --expect-trace or --expect-screenshots"))
  }
}
