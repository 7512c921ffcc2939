import PNGTestSupport
import Testing
import TouchwayTestSupport

/// `--transform`, checked against what the panel shows: the demo client draws a disc where
/// its surface is touched, and the screenshot (the panel's own pixels, as it is mounted)
/// must show that disc under the finger, whichever way the panel is turned.
@Suite struct TransformTests {
  /// Where the finger goes down on the 800 × 480 panel (and its touchscreen, glued to
  /// it): off both of the panel's axes of symmetry, so that no turn or mirror of the
  /// picture maps it onto itself.
  static let finger = (x: 200, y: 120)

  @Test(arguments: [
    "normal", "90", "180", "270", "flipped", "flipped-90", "flipped-180", "flipped-270",
  ])
  func aTapReachesTheClientAtThePixelUnderTheFinger(transform: String) throws {
    var touchscreen = SyntheticRecording.protocolB()
    touchscreen.frame(0, .slot(0), .trackingID(1), .x(Self.finger.x), .y(Self.finger.y))
    touchscreen.frame(0.05, .trackingID(-1))
    let recording = try SyntheticRecording(touchscreen).write(named: "tap-\(transform).yml")
    let run = try KioskRun(
      "touchway-kiosk",
      [
        "--backend", "headless", "--size", "800x480", "--transform", transform,
        "--replay", recording, "--exit-after-replay", "0.5", "--exit-after", "30",
        "--screenshot", KioskRun.screenshotPath,
      ])
    #expect(run.status == 0, "\(run.standardError)")
    // A quarter turn lays the client out upright on the turned screen.
    let quarterTurn = ["90", "270", "flipped-90", "flipped-270"].contains(transform)
    #expect(
      run.lines(startingWith: "configure").last
        == (quarterTurn ? "configure width=480 height=800" : "configure width=800 height=480"))
    #expect(run.lines(startingWith: "down").count == 1, "\(run.standardOutput)")

    let panel = try DecodedPNG(try #require(run.screenshot, "no screenshot"))
    #expect((panel.width, panel.height) == (800, 480))
    guard let middle = panel.discCentre() else { return }
    #expect(
      abs(middle.x - Double(Self.finger.x)) <= 1 && abs(middle.y - Double(Self.finger.y)) <= 1,
      "the disc the client drew at its touch is centred at \(middle), the finger at \(Self.finger)"
    )
  }
}
