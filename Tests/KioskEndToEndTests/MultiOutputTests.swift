import PNGTestSupport
import Testing
import TouchwayTestSupport

/// Several outputs, each with its own touchscreen (docs/tablet.md, "Several outputs"):
/// a recording of two touchscreens replays each onto the output it is mapped to, at
/// that output's scale and transform, and an output unplugged under a finger cancels it.
/// The demo client is on the first output.
@Suite struct MultiOutputTests {
  /// The headless kiosk with `options`, replaying `recording` until half a second after
  /// its end, with screenshots of every output.
  static func run(replaying recording: String, _ options: [String]) throws -> KioskRun {
    try KioskRun(
      "touchway-kiosk",
      ["--backend", "headless", "--replay", recording, "--exit-after-replay", "0.5"]
        + ["--exit-after", "30", "--screenshot", KioskRun.screenshotPath] + options)
  }

  /// Two touchscreens of 800 × 480 units: `Right Touchscreen`, mapped by its name, and
  /// `Left Touchscreen`, whose udev properties name its output (`WL_OUTPUT`).
  static func touchscreens(leftOutput: String) -> (
    SyntheticRecording.Device, SyntheticRecording.Device
  ) {
    var right = SyntheticRecording.protocolB()
    right.name = "Right Touchscreen"
    var left = SyntheticRecording.protocolB(udev: ["WL_OUTPUT=\(leftOutput)"])
    left.name = "Left Touchscreen"
    return (right, left)
  }

  /// HEADLESS-1 is a 1600 × 960 panel at scale 2 turned a quarter (480 × 800 points, the
  /// app's), HEADLESS-2 an 800 × 480 one at scale 1. A finger on each touchscreen in the
  /// same frame, at a quarter of its width and height: the app gets only the finger of
  /// the touchscreen mapped to its output, at the point the turned panel shows there
  /// ((480 − 120, 200)), and draws it under that finger in the panel's pixels; the
  /// other output shows nothing of it.
  @Test func eachTouchscreenReachesItsOwnOutputOnly() throws {
    var (right, left) = Self.touchscreens(leftOutput: "HEADLESS-2")
    right.frame(0, .slot(0), .trackingID(1), .x(200), .y(120))
    left.frame(0, .slot(0), .trackingID(1), .x(200), .y(120))
    right.frame(0.05, .trackingID(-1))
    left.frame(0.05, .trackingID(-1))
    let recording = try SyntheticRecording(right, left).write(named: "two-screens.yml")
    let run = try Self.run(
      replaying: recording,
      [
        "--size", "1600x960", "--size", "800x480", "--scale", "HEADLESS-1=2", "--transform",
        "HEADLESS-1=90", "--map-touch", "Right Touchscreen=HEADLESS-1",
      ])
    #expect(run.status == 0, "\(run.standardError)")
    #expect(run.lines(startingWith: "configure").last == "configure width=480 height=800")
    let downs = run.lines(startingWith: "down").map(EventLine.init)
    #expect(downs.count == 1, "\(run.standardOutput)")
    if let down = downs.first {
      #expect(down["x"] == 360 && down["y"] == 200, "\(run.standardOutput)")
    }
    #expect(run.lines(startingWith: "up").count == 1, "\(run.standardOutput)")

    let panel = try DecodedPNG(try #require(run.screenshot, "no screenshot"))
    #expect((panel.width, panel.height) == (1600, 960))
    if let middle = panel.discCentre() {
      #expect(abs(middle.x - 400) <= 1.5 && abs(middle.y - 240) <= 1.5, "disc at \(middle)")
    }
    let other = try DecodedPNG(
      try #require(run.outputScreenshots["HEADLESS-2"], "no screenshot of HEADLESS-2"))
    #expect((other.width, other.height) == (800, 480))
    #expect(other.bounds { $0 != [0, 0, 0] } == nil, "HEADLESS-2 shows something")
  }

  /// The app's output is unplugged (a recording's `unplug` marker) while a finger of its
  /// touchscreen is down: the app gets `wl_touch.cancel` for it, and nothing of its lift;
  /// the app goes to the other output, at that output's size, where a tap of the other
  /// touchscreen reaches it at the point it lands there.
  @Test func unpluggingAnOutputUnderAFingerCancelsItAndMovesTheApp() throws {
    var (right, left) = Self.touchscreens(leftOutput: "HEADLESS-2")
    right.frame(0, .slot(0), .trackingID(1), .x(200), .y(120))
    right.frame(1.0, .x(220))
    right.frame(1.2, .trackingID(-1))
    left.frame(2.0, .slot(0), .trackingID(1), .x(400), .y(240))
    left.frame(2.05, .trackingID(-1))
    var file = SyntheticRecording(right, left)
    file.comments = ["touchway-marker: 0.5 unplug HEADLESS-1"]
    let recording = try file.write(named: "unplug.yml")
    let run = try Self.run(
      replaying: recording,
      [
        "--size", "1600x960", "--size", "640x400", "--scale", "HEADLESS-1=2", "--map-touch",
        "Right Touchscreen=HEADLESS-1",
      ])
    #expect(run.status == 0, "\(run.standardError)")
    #expect(run.errorLines(containing: "output HEADLESS-1 lost") == 1, "\(run.standardError)")
    #expect(run.lines(startingWith: "cancel").count == 1, "\(run.standardOutput)")
    #expect(run.lines(startingWith: "configure").last == "configure width=640 height=400")
    let downs = run.lines(startingWith: "down").map(EventLine.init)
    #expect(downs.count == 2, "\(run.standardOutput)")
    if downs.count == 2 {
      #expect(downs[0]["x"] == 200 && downs[0]["y"] == 120, "\(run.standardOutput)")
      #expect(downs[1]["x"] == 320 && downs[1]["y"] == 200, "\(run.standardOutput)")
    }
    // Only the second touchscreen's finger lifts: the first's was cancelled.
    #expect(run.lines(startingWith: "up").count == 1, "\(run.standardOutput)")
  }

  /// A second app on the second output (`--app-on HEADLESS-2=…`, a second demo client):
  /// each output's touchscreen reaches the app on that output, in the same frame, at that
  /// output's scale and transform, and each screen shows its own app's disc under its
  /// finger. The replay waits for the second app's window (`wait-toplevel`).
  @Test func eachOutputsAppGetsItsOwnTouchscreen() throws {
    var (right, left) = Self.touchscreens(leftOutput: "HEADLESS-1")
    right.udev.append("WL_OUTPUT=HEADLESS-2")
    left.frame(0.1, .slot(0), .trackingID(1), .x(100), .y(60))
    right.frame(0.1, .slot(0), .trackingID(1), .x(200), .y(120))
    left.frame(0.15, .trackingID(-1))
    right.frame(0.15, .trackingID(-1))
    var file = SyntheticRecording(left, right)
    file.comments = ["touchway-marker: 0 wait-toplevel"]
    let recording = try file.write(named: "two-apps.yml")
    let demo = KioskRun.productsDirectory.appendingPathComponent("touch-demo-client").path
    let run = try Self.run(
      replaying: recording,
      [
        "--size", "800x480", "--size", "1600x960", "--scale", "HEADLESS-2=2", "--transform",
        "HEADLESS-2=90", "--app-on", "HEADLESS-2=\(demo)",
      ])
    #expect(run.status == 0, "\(run.standardError)")
    #expect(
      Set(run.lines(startingWith: "configure"))
        == ["configure width=800 height=480", "configure width=480 height=800"])
    let downs = run.lines(startingWith: "down").map(EventLine.init).map { ($0["x"], $0["y"]) }
    #expect(downs.count == 2, "\(run.standardOutput)")
    #expect(downs.contains { $0 == (100, 60) }, "the first app's finger: \(run.standardOutput)")
    #expect(downs.contains { $0 == (360, 200) }, "the second app's: \(run.standardOutput)")

    let first = try DecodedPNG(try #require(run.screenshot, "no screenshot"))
    if let middle = first.discCentre() {
      #expect(abs(middle.x - 100) <= 1.5 && abs(middle.y - 60) <= 1.5, "disc at \(middle)")
    }
    let second = try DecodedPNG(
      try #require(run.outputScreenshots["HEADLESS-2"], "no screenshot of HEADLESS-2"))
    #expect((second.width, second.height) == (1600, 960))
    if let middle = second.discCentre() {
      #expect(abs(middle.x - 400) <= 1.5 && abs(middle.y - 240) <= 1.5, "disc at \(middle)")
    }
  }

  /// An app of another output that ends before the run is reaped and logged with its
  /// status; the main app's run goes on to its end.
  @Test func anAppOfAnotherOutputThatEndsIsLogged() throws {
    let run = try KioskRun(
      "touchway-kiosk",
      [
        "--backend", "headless", "--size", "800x480", "--size", "800x480", "--app-on",
        "HEADLESS-2=sh -c 'exit 3'", "--exit-after", "2",
      ])
    #expect(run.status == 0, "\(run.standardError)")
    #expect(
      run.errorLines(containing: "the app of HEADLESS-2 ended: status 3") == 1,
      "\(run.standardError)")
    #expect(run.errorLines(containing: "run ended: timeLimit") == 1, "\(run.standardError)")
  }
}
