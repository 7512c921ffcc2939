import PNGTestSupport
import Testing
import TouchwayTestSupport

/// `--scale`, checked against what the client is told and what the panel shows: clients
/// lay themselves out in points (the panel's pixels divided by the scale), a touch reaches
/// them in points, and the screenshot is the panel's own pixels, with the client's disc
/// under the finger.
@Suite struct ScaleTests {
  /// One output: its pixels, its scale, how it is turned, and the screen of points the
  /// client is laid out on.
  struct Panel: CustomTestStringConvertible, Sendable {
    let width: Int
    let height: Int
    let scale: String
    let transform: String
    let points: (width: Int, height: Int)

    var options: [String] {
      ["--size", "\(width)x\(height)", "--scale", scale, "--transform", transform]
    }
    var testDescription: String { "\(width)x\(height)@\(scale) \(transform)" }
  }

  /// Where the finger goes down on the touchscreen glued to the panel, a fraction of its
  /// width and height: off the panel's axes of symmetry.
  static let finger = (x: 0.25, y: 0.25)

  @Test(arguments: [
    Panel(width: 800, height: 480, scale: "1", transform: "normal", points: (800, 480)),
    Panel(width: 1600, height: 960, scale: "2", transform: "normal", points: (800, 480)),
    Panel(width: 1600, height: 960, scale: "1", transform: "normal", points: (1600, 960)),
    Panel(width: 1200, height: 720, scale: "1.5", transform: "normal", points: (800, 480)),
    Panel(width: 1600, height: 960, scale: "2", transform: "90", points: (480, 800)),
    Panel(width: 1200, height: 720, scale: "1.5", transform: "270", points: (480, 800)),
  ])
  func aTapReachesTheClientInPointsUnderTheFinger(panel: Panel) throws {
    var touchscreen = SyntheticRecording.protocolB()
    touchscreen.frame(0, .slot(0), .trackingID(1), .x(200), .y(120))
    touchscreen.frame(0.05, .trackingID(-1))
    let recording = try SyntheticRecording(touchscreen).write(named: "scaled-tap.yml")
    let run = try KioskRun(
      "touchway-kiosk",
      ["--backend", "headless", "--replay", recording, "--exit-after-replay", "0.5"]
        + ["--exit-after", "30", "--screenshot", KioskRun.screenshotPath] + panel.options)
    #expect(run.status == 0, "\(run.standardError)")
    #expect(
      run.lines(startingWith: "configure").last
        == "configure width=\(panel.points.width) height=\(panel.points.height)")
    let down = EventLine(try #require(run.lines(startingWith: "down").first, "no down"))

    let picture = try DecodedPNG(try #require(run.screenshot, "no screenshot"))
    #expect((picture.width, picture.height) == (panel.width, panel.height))
    guard let middle = picture.discCentre() else { return }
    let finger = (x: Self.finger.x * Double(panel.width), y: Self.finger.y * Double(panel.height))
    #expect(
      abs(middle.x - finger.x) <= 1.5 && abs(middle.y - finger.y) <= 1.5,
      "the disc the client drew at its touch is centred at \(middle), the finger at \(finger)")
    // The client's point, scaled and turned onto the panel as the screen is, is the finger.
    let factor = try #require(Double(panel.scale))
    let shown = (x: try #require(down["x"]) * factor, y: try #require(down["y"]) * factor)
    let onPanel = Self.panelPoint(
      of: shown, transform: panel.transform,
      screen: (Double(panel.points.width) * factor, Double(panel.points.height) * factor))
    #expect(
      abs(onPanel.x - finger.x) <= 1.5 && abs(onPanel.y - finger.y) <= 1.5,
      "the client was touched at \(down), on the panel \(onPanel), the finger at \(finger)")
  }

  /// Where the screen's point `point` (in pixels of the upright screen of `screen`'s
  /// size) is on the panel, as wlroots turns the picture: `90` shows the panel's (x, y)
  /// at the screen's (height − y, x), `270` at (y, width − x).
  static func panelPoint(
    of point: (x: Double, y: Double), transform: String, screen: (width: Double, height: Double)
  ) -> (x: Double, y: Double) {
    switch transform {
    case "90": (point.y, screen.width - point.x)
    case "270": (screen.height - point.y, point.x)
    default: point
    }
  }

  /// The measure: the bundled recording reaches the client at the same surface
  /// coordinates on a 1600 × 960 panel at scale 2 as on an 800 × 480 one at scale 1, and
  /// at twice them on the 1600 × 960 panel at scale 1.
  @Test func aRecordingReachesTheClientInPointsWhateverThePanelsPixels() throws {
    func touches(_ options: [String]) throws -> [(x: Double, y: Double)] {
      let run = try KioskRun(
        "touchway-kiosk",
        [
          "--backend", "headless", "--replay", Fixture(name: "atmel-4-finger-drag-down").recording,
          "--replay-speed", "4", "--exit-after-replay", "0.5", "--exit-after", "30",
        ] + options)
      try #require(run.status == 0, "\(run.standardError)")
      return (run.lines(startingWith: "down") + run.lines(startingWith: "motion")).map {
        let line = EventLine($0)
        return (line["x"] ?? .nan, line["y"] ?? .nan)
      }
    }
    let small = try touches(["--size", "800x480"])
    let sharp = try touches(["--size", "1600x960", "--scale", "2"])
    let large = try touches(["--size", "1600x960", "--scale", "1"])
    #expect(!small.isEmpty)
    #expect(sharp.count == small.count && large.count == small.count)
    for (index, touch) in small.enumerated() where index < min(sharp.count, large.count) {
      #expect(
        abs(sharp[index].x - touch.x) < 0.01 && abs(sharp[index].y - touch.y) < 0.01,
        "at scale 2: \(sharp[index]), at 800 × 480: \(touch)")
      #expect(
        abs(large[index].x - 2 * touch.x) < 0.05 && abs(large[index].y - 2 * touch.y) < 0.05,
        "at 1600 × 960, scale 1: \(large[index]), at 800 × 480: \(touch)")
    }
  }
}
