import Foundation
import Testing
import TouchwayTestSupport

@Suite struct KioskCommandLineTests {
  @Test(arguments: [
    (["--replay-speed", "0"], "--replay-speed must be a number above zero"),
    (["--replay-speed=-2"], "--replay-speed must be a number above zero"),
    (["--exit-after", "0"], "--exit-after must be a number of seconds above zero"),
    (["--exit-after-replay", "1"], "--exit-after-replay needs --replay"),
    (["--size", "800x0"], "--size"),
    (["--size", "wide"], "--size"),
    (["--back-edge", "middle"], "--back-edge"),
    (["--backend", "vulkan"], "--backend"),
    (["--output", "HDMI-A-1", "--backend", "headless"], "--backend drm"),
    (["--mode", "800", "--backend", "drm"], "--mode"),
  ])
  func badOptionsAreRefusedWithTheirName(arguments: [String], message: String) throws {
    let run = try KioskRun("touchway-kiosk", arguments)
    #expect(run.status == 64)
    #expect(run.standardError.contains(message))
  }

  @Test func aMissingRecordingIsNamed() throws {
    let run = try KioskRun("touchway-kiosk", ["--replay", "/nonexistent/tap.yml"])
    #expect(run.status == 1)
    #expect(run.standardError.contains("/nonexistent/tap.yml: cannot open"))
  }

  @Test func aMalformedRecordingIsNamedWithItsLine() throws {
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("touchway-kiosk-\(UUID().uuidString).yml")
    try "# libinput record\nversion: [1\n".write(to: file, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: file) }

    let run = try KioskRun("touchway-kiosk", ["--replay", file.path])
    #expect(run.status == 1)
    #expect(run.standardError.contains("\(file.path):3:"))
  }

  @Test func aScreenshotThatCannotBeWrittenFailsTheRun() throws {
    let run = try KioskRun(
      "touchway-kiosk", ["--screenshot", "/nonexistent/shot.png", "--", "true"])
    #expect(run.status == 1)
    #expect(run.standardError.contains("/nonexistent/shot.png: cannot write the PNG"))
  }

  @Test func theKioskExitsWithTheAppsStatus() throws {
    let run = try KioskRun("touchway-kiosk", ["--", "sh", "-c", "exit 3"])
    #expect(run.status == 3)
  }

  @Test func anAppThatCannotStartIsNamed() throws {
    let run = try KioskRun("touchway-kiosk", ["--", "/nonexistent/app"])
    #expect(run.status == 1)
    #expect(run.standardError.contains("/nonexistent/app: posix_spawnp failed"))
  }

  @Test func helpListsEveryOption() throws {
    let run = try KioskRun("touchway-kiosk", ["--help"])
    #expect(run.status == 0)
    for option in [
      "--backend", "--size", "--screenshot", "--replay", "--replay-speed", "--exit-after",
      "--exit-after-replay",
      "--trace", "--back-edge", "--back-command", "--socket", "-- <app>",
    ] {
      #expect(run.standardOutput.contains(option), "\(option) is missing from --help")
    }
  }
}
