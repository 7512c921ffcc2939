import Foundation
import PNGTestSupport
import Testing
import TouchwayTestSupport

@testable import touch_demo_client

/// The demo client binds `zwp_tablet_manager_v2`: pens replayed in the kiosk reach it as
/// tablet tool events, which it prints and draws as strokes as wide as the pen presses.
@Suite struct PenStrokeTests {
  static let demoClient = KioskRun.productsDirectory.appendingPathComponent("touch-demo-client")
    .path

  /// A pen on the 800 × 480 output (10 units a pixel): it comes near at `from`, touches
  /// down with `pressures[0]`, moves in a straight line to `to` with the next pressures
  /// (fractions of the axis's 2047), lifts, and leaves.
  static func stroke(
    from: (x: Int, y: Int), to: (x: Int, y: Int), pressures: [Double]
  ) -> SyntheticRecording.Device {
    var pen = SyntheticRecording.pen()
    let toolPen = 320
    let touch = 330
    let (pressure, distance) = (24, 25)
    func raw(_ type: Int, _ code: Int, _ value: Int) -> SyntheticRecording.Event {
      .raw(type: type, code: code, value: value)
    }
    func press(_ fraction: Double) -> SyntheticRecording.Event {
      raw(3, pressure, Int(fraction * 2047))
    }
    pen.frame(0, raw(1, toolPen, 1), .absX(from.x * 10), .absY(from.y * 10), raw(3, distance, 20))
    pen.frame(0.05, raw(3, distance, 0), press(pressures[0]), raw(1, touch, 1))
    let steps = pressures.count - 1
    for step in 1...steps {
      let x = from.x + (to.x - from.x) * step / steps
      let y = from.y + (to.y - from.y) * step / steps
      pen.frame(0.05 + 0.02 * Double(step), .absX(x * 10), .absY(y * 10), press(pressures[step]))
    }
    let end = 0.07 + 0.02 * Double(steps)
    pen.frame(end, press(0), raw(1, touch, 0), raw(3, distance, 20))
    pen.frame(end + 0.05, raw(1, toolPen, 0))
    return pen
  }

  func run(_ pen: SyntheticRecording.Device, _ options: [String] = []) throws -> KioskRun {
    try KioskRun(
      "touchway-kiosk",
      [
        "--replay", try SyntheticRecording(pen).write(), "--exit-after-replay", "0.5",
        "--exit-after", "30", "--screenshot", KioskRun.screenshotPath,
      ] + options + ["--", Self.demoClient])
  }

  /// How many pixels of column `x` have the pen's ink.
  static func inkThickness(_ png: DecodedPNG, x: Int) -> Int {
    let ink = PenStroke.color
    return (0..<png.height).count { png.pixel(x, $0) == [ink.red, ink.green, ink.blue] }
  }

  /// The stroke is on the screen, and thin where the pen pressed lightly and thick where
  /// it pressed hard: measured on the screenshot, across the stroke, at the points the
  /// client was told the low and the high pressure.
  @Test func aPensStrokeIsWiderWhereItPressesHarder() throws {
    let pressures = (0...20).map { 0.1 + 0.9 * Double($0) / 20 }
    let run = try run(Self.stroke(from: (200, 240), to: (600, 240), pressures: pressures))
    let png = try DecodedPNG(try #require(run.screenshot))

    #expect(run.status == 0, "\(run.standardError)")
    #expect(run.lines(startingWith: "pen-down").count == 1)
    #expect(run.lines(startingWith: "pen-up").count == 1)
    #expect(run.lines(startingWith: "down").isEmpty, "the pen is not a touch for this client")
    // (x, pressure) as the client heard them at each frame of the tip.
    var samples: [(x: Double, pressure: Double)] = []
    var x = 0.0
    var pressure = 0.0
    for line in run.standardOutput.split(separator: "\n") {
      let words = line.split(separator: " ")
      let value = { (key: String) in
        words.first { $0.hasPrefix(key + "=") }.flatMap { Double($0.dropFirst(key.count + 1)) }
      }
      switch words.first {
      case "pen-motion": x = value("x") ?? x
      case "pen-pressure": pressure = value("pressure") ?? pressure
      case "pen-frame": samples.append((x, pressure))
      default: break
      }
    }
    let light = try #require(
      samples.filter { $0.x > 230 && $0.x < 300 }.min { $0.pressure < $1.pressure })
    let heavy = try #require(
      samples.filter { $0.x > 500 && $0.x < 570 }.max { $0.pressure < $1.pressure })
    #expect(heavy.pressure > light.pressure + 0.4, "\(samples)")

    let thin = Self.inkThickness(png, x: Int(light.x))
    let thick = Self.inkThickness(png, x: Int(heavy.x))
    #expect(thin > 0, "the stroke is there where the pen pressed lightly")
    #expect(
      thick >= 2 * thin,
      "\(thin) pixels at pressure \(light.pressure), \(thick) at \(heavy.pressure)")
    // Nothing drawn where the pen only hovered, left of where it touched down.
    #expect(Self.inkThickness(png, x: 150) == 0)
  }

  /// The real Wacom pen: the client gets a tablet tool down and up for each time libinput
  /// saw the tip touch and lift, and ink where each touched.
  @Test func theRecordedPensTapsAreInkOnTheScreen() throws {
    let fixture = Fixture(name: Recordings.pen)
    let run = try KioskRun(
      "touchway-kiosk",
      [
        "--replay", fixture.recording, "--replay-speed", "4", "--exit-after-replay", "0.5",
        "--exit-after", "30", "--screenshot", KioskRun.screenshotPath, "--", Self.demoClient,
      ])
    let png = try DecodedPNG(try #require(run.screenshot))
    let tips = try Recordings.libinputEvents(Recordings.pen).filter {
      $0.contains("TABLET_TOOL_TIP")
    }

    #expect(run.status == 0, "\(run.standardError)")
    #expect(run.lines(startingWith: "pen-down").count == tips.count { $0.hasSuffix(" down") })
    #expect(run.lines(startingWith: "pen-up").count == tips.count { $0.hasSuffix(" up") })
    #expect(run.lines(startingWith: "down").isEmpty)
    // The position of each tip's down: the last motion before it.
    var x = 0.0
    var y = 0.0
    var downs: [(Int, Int)] = []
    for line in run.standardOutput.split(separator: "\n") {
      let words = line.split(separator: " ")
      if words.first == "pen-motion" {
        x = Double(words[1].dropFirst(2)) ?? x
        y = Double(words[2].dropFirst(2)) ?? y
      }
      if words.first == "pen-down" { downs.append((Int(x), Int(y))) }
    }
    #expect(downs.count == 3)
    let ink = PenStroke.color
    for (x, y) in downs {
      #expect(png.pixel(x, y) == [ink.red, ink.green, ink.blue], "ink at \(x),\(y)")
    }
  }

  /// The back gesture takes a pen that swipes in from the left edge: the client saw it
  /// come near and touch down, and then sees it lift and leave, once each, each group
  /// closed by a frame, and nothing of it afterwards (tablet v2 has no cancel).
  @Test func theBackGestureTakesThePenWithAnUpAndAProximityOut() throws {
    let pressures = Array(repeating: 0.5, count: 16)
    let run = try run(
      Self.stroke(from: (1, 240), to: (400, 240), pressures: pressures),
      ["--back-command", "echo back-command-ran"])
    let pen = run.standardOutput.split(separator: "\n").map { $0.split(separator: " ")[0] }
      .filter {
        $0.hasPrefix("pen-") && $0 != "pen-motion" && $0 != "pen-pressure" && $0 != "pen-tilt"
      }

    #expect(run.status == 0, "\(run.standardError)")
    #expect(run.lines(startingWith: "back-command-ran").count == 1, "\(run.standardOutput)")
    // Each pen-down frame and the lift's: down, then as many motion frames as came
    // before the gesture took the pen, then up and proximity-out in one last frame.
    let kinds = pen.filter { $0 != "pen-frame" }
    #expect(kinds == ["pen-proximity-in", "pen-down", "pen-up", "pen-proximity-out"], "\(pen)")
    #expect(pen.last == "pen-frame", "\(pen)")
    let afterOut = pen.drop { $0 != "pen-proximity-out" }.dropFirst()
    #expect(afterOut == ["pen-frame"], "nothing after the pen left: \(pen)")
  }
}
