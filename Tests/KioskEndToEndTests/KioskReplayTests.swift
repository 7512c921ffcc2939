import Foundation
import PNGTestSupport
import Testing
import TouchwayTestSupport

@testable import touch_demo_client

/// The kiosk, built and run as a program, replays bundled recordings to real clients over a
/// real Wayland socket.
@Suite struct KioskReplayTests {
  /// Runs the kiosk on a fixture, four times faster than recorded, until half a second
  /// after its last frame.
  func replay(_ fixture: Fixture, _ options: [String] = []) throws -> KioskRun {
    try KioskRun(
      "touchway-kiosk",
      [
        "--replay", fixture.recording, "--replay-speed", "4", "--exit-after-replay", "0.5",
        "--exit-after", "30", "--screenshot", KioskRun.screenshotPath,
      ] + options)
  }

  @Test(arguments: [
    "atmel-1-finger-fast-taps", "atmel-4-finger-drag-down", "ep0430m09-2-finger-scroll-down",
  ])
  func theDemoClientGetsEveryDownAndUpOfTheRecording(name: String) throws {
    let fixture = Fixture(name: name)
    let run = try replay(fixture)

    #expect(run.status == 0, "\(run.standardError)")
    #expect(run.lines(startingWith: "down").count == (try fixture.libinputCount(of: "TOUCH_DOWN")))
    #expect(run.lines(startingWith: "up").count == (try fixture.libinputCount(of: "TOUCH_UP")))
    #expect(run.lines(startingWith: "cancel").isEmpty)
  }

  /// The demo client without the tablet protocol (`--no-tablet`): a pen's tip reaches it
  /// as a touch, one down and one up for each time libinput saw the tip touch and lift,
  /// and its hover none.
  @Test func aClientWithoutTheTabletProtocolGetsThePenAsATouch() throws {
    let fixture = Fixture(name: Recordings.pen)
    let demo = KioskRun.productsDirectory.appendingPathComponent("touch-demo-client").path
    let run = try replay(fixture, ["--trace", "--", demo, "--no-tablet"])
    let tips = try String(
      contentsOf: Fixture.directory.appendingPathComponent(Recordings.pen + ".libinput-events.txt"),
      encoding: .utf8
    ).split(separator: "\n").filter { $0.contains("TABLET_TOOL_TIP") }

    #expect(run.status == 0, "\(run.standardError)")
    #expect(run.lines(startingWith: "down").count == tips.count { $0.hasSuffix(" down") })
    #expect(run.lines(startingWith: "up").count == tips.count { $0.hasSuffix(" up") })
    #expect(run.lines(startingWith: "cancel").isEmpty)
    #expect(run.standardOutput.contains("touchesBegan 1001(pencil)"), "\(run.standardOutput)")
  }

  @Test func theScreenshotShowsTheClientsTrailsWhereTheFingersLanded() throws {
    let run = try replay(Fixture(name: "atmel-4-finger-drag-down"))
    let png = try DecodedPNG(try #require(run.screenshot))

    #expect((png.width, png.height) == (800, 480))
    let background = TrailCanvas.background
    #expect(png.pixel(0, 0) == [background.red, background.green, background.blue])
    let downs = run.lines(startingWith: "down").map(EventLine.init)
    #expect(downs.count == 4)
    for down in downs {
      let (x, y, id) = (Int(down["x"]!), Int(down["y"]!), Int32(down["id"]!))
      let colour = TrailCanvas.color(for: id)
      #expect(
        png.pixel(x, y) == [colour.red, colour.green, colour.blue], "finger \(id) at \(x),\(y)")
    }
  }

  @Test func theBackGestureCancelsTheClientsTouchAndRunsTheBackCommand() throws {
    let run = try replay(
      Fixture(name: "left-edge-swipe"), ["--back-command", "echo back-command-ran"])
    let kinds = run.standardOutput.split(separator: "\n").map { $0.split(separator: " ")[0] }
      .filter { ["down", "up", "cancel"].contains($0) }

    #expect(run.status == 0, "\(run.standardError)")
    #expect(kinds == ["down", "cancel", "down", "up"])
    // touchway-responder-v1 says which gesture took the touch.
    #expect(run.lines(startingWith: "taken") == ["taken gesture=back"])
    // The command runs on its own, so its line may come before or after the tap's.
    #expect(run.lines(startingWith: "back-command-ran").count == 1)
  }

  /// A client may keep system gestures off at most 200 points of each edge's length (the
  /// lowest): the demo, excluding its whole window, still loses a swipe from the top of
  /// the left edge to the back gesture.
  @Test func aClientExcludingTheWholeScreenStillGetsTheBackGestureTaken() throws {
    let demo = KioskRun.productsDirectory.appendingPathComponent("touch-demo-client").path
    let run = try replay(
      Fixture(name: "left-edge-swipe"), ["--", demo, "--exclude-system-gestures"])

    #expect(run.status == 0, "\(run.standardError)")
    #expect(run.lines(startingWith: "taken") == ["taken gesture=back"])
  }

  @Test func theTraceShowsTheSurfacesDeliveriesAndTheBackGesture() throws {
    let run = try replay(Fixture(name: "left-edge-swipe"), ["--trace"])
    // Trace lines start with the time; drop it and the surface's object id.
    let trace = run.standardOutput.split(separator: "\n").compactMap { line -> String? in
      let words = line.split(separator: " ")
      guard words.count >= 3, words[0].contains("."), Double(words[0]) != nil, words[2] != "title"
      else { return nil }
      return words.dropFirst().map { $0.hasPrefix("wl_surface@") ? "surface" : String($0) }
        .joined(separator: " ")
    }

    #expect(run.status == 0, "\(run.standardError)")
    #expect(
      Array(trace.prefix(4)) == [
        "surface touchesBegan 0", "back possible->began", "surface touchesCancelled 0",
        "back action began",
      ])
    #expect(trace.contains("back changed->ended"))
    #expect(trace.suffix(2) == ["surface touchesBegan 0", "surface touchesEnded 0"])
  }

  @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/weston-simple-touch")))
  func westonSimpleTouchGetsEveryDownAndUp() throws {
    let fixture = Fixture(name: "atmel-4-finger-drag-down")
    // weston-simple-touch draws 600 × 500 whatever it is asked: the output is made no
    // larger, so every finger lands on it.
    let run = try KioskRun(
      "touchway-kiosk",
      [
        "--size", "600x480", "--replay", fixture.recording, "--replay-speed", "4",
        "--exit-after-replay", "0.5", "--exit-after", "30", "--", "weston-simple-touch",
      ], environment: ["WAYLAND_DEBUG": "client"])

    #expect(run.status == 0)
    #expect(run.errorLines(containing: ".down(") == (try fixture.libinputCount(of: "TOUCH_DOWN")))
    #expect(run.errorLines(containing: ".up(") == (try fixture.libinputCount(of: "TOUCH_UP")))
    #expect(run.errorLines(containing: "wl_touch@") > 0)
  }
}
