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

  /// A recording whose header nests 30 levels of aliased keys (work that doubles with each
  /// level) is refused at start, in one line naming the file and line, well before
  /// `--exit-after`.
  @Test func anAliasedRecordingHeaderIsRefusedAtStart() throws {
    let keys = ["a0: &a0 {x: 1}"] + (1...30).map { "a\($0): &a\($0) {*a\($0 - 1): *a\($0 - 1)}" }
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("touchway-kiosk-\(UUID().uuidString).yml")
    try ("# libinput record\nversion: 1\nndevices: 1\n" + keys.joined(separator: "\n") + "\n")
      .write(to: file, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: file) }

    let run = try KioskRun(
      "touchway-kiosk", ["--replay", file.path, "--exit-after", "60"], limit: 20)
    #expect(run.status == 1)
    let errors = run.standardError.split(separator: "\n").filter { $0.contains(file.path) }
    #expect(errors.count == 1, "\(run.standardError)")
    #expect(errors.first?.contains("\(file.path):4: ") == true, "\(run.standardError)")
    #expect(errors.first?.contains("anchors and aliases") == true, "\(run.standardError)")
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

  /// The toolkit variables the kiosk sets are defaults: one the user set reaches the app
  /// as it was (Qt told to use X11 through Xwayland, GTK its Broadway back end), one
  /// nobody set gets the kiosk's value, and the session's own variables are the kiosk's.
  @Test func variablesTheUserSetReachTheAppUnchanged() throws {
    let run = try KioskRun(
      "touchway-kiosk",
      [
        "--", "sh", "-c",
        #"echo "app qt=$QT_QPA_PLATFORM gdk=$GDK_BACKEND sdl=$SDL_VIDEODRIVER session=$XDG_SESSION_TYPE""#,
      ],
      environment: [
        "QT_QPA_PLATFORM": "xcb", "GDK_BACKEND": "broadway", "XDG_SESSION_TYPE": "tty",
      ],
      clean: true)
    #expect(run.status == 0, "\(run.standardError)")
    #expect(
      run.lines(startingWith: "app") == ["app qt=xcb gdk=broadway sdl=wayland session=wayland"])
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
