import Foundation
import Testing
import TouchwayTestSupport

/// The kiosk emulates a pointer for clients without `wl_touch`: the demo client with
/// `--input pointer` prints the `wl_pointer` events it gets for synthetic touches
/// (docs/pointer-emulation.md).
@Suite struct PointerEmulationTests {
  /// One finger, by default at the middle of the 800 × 480 output.
  static func tap(holding seconds: Double = 0.05, x: Int = 400) -> SyntheticRecording.Device {
    var device = SyntheticRecording.protocolB()
    device.frame(0, .slot(0), .trackingID(1), .x(x), .y(240), .touch(true))
    device.frame(seconds, .trackingID(-1), .touch(false))
    return device
  }

  /// One finger dragged 100 pt right.
  static var drag: SyntheticRecording.Device {
    var device = SyntheticRecording.protocolB()
    device.frame(0, .slot(0), .trackingID(1), .x(300), .y(240), .touch(true))
    for step in 1...5 { device.frame(Double(step) * 0.02, .x(300 + 20 * step)) }
    device.frame(0.14, .trackingID(-1), .touch(false))
    return device
  }

  /// Two fingers moved 100 pt up together.
  static var twoFingerPan: SyntheticRecording.Device {
    var device = SyntheticRecording.protocolB()
    device.frame(
      0, .slot(0), .trackingID(1), .x(300), .y(300), .slot(1), .trackingID(2), .x(500), .y(300),
      .touch(true))
    for step in 1...5 {
      let y = 300 - 20 * step
      device.frame(Double(step) * 0.02, .slot(0), .y(y), .slot(1), .y(y))
    }
    device.frame(0.14, .slot(0), .trackingID(-1), .slot(1), .trackingID(-1), .touch(false))
    return device
  }

  static let demoClient = KioskRun.productsDirectory.appendingPathComponent("touch-demo-client")
    .path

  func run(
    _ device: SyntheticRecording.Device, input: String = "pointer", options: [String] = [],
    clientOptions: [String] = []
  ) throws -> KioskRun {
    let recording = try SyntheticRecording(device).write()
    return try KioskRun(
      "touchway-kiosk",
      [
        "--replay", recording, "--exit-after-replay", "0.3", "--exit-after", "30",
      ] + options + ["--", Self.demoClient, "--input", input] + clientOptions)
  }

  @Test func aTapIsEnterThenALeftClickAtTheTouchPoint() throws {
    let run = try run(Self.tap())

    #expect(run.status == 0, "\(run.standardError)")
    #expect(run.lines(startingWith: "pointer-enter").count == 1)
    let enter = try #require(run.lines(startingWith: "pointer-enter").first)
    #expect(enter.hasSuffix("x=400.00 y=240.00"))
    #expect(buttons(run) == ["272 pressed", "272 released"])
    #expect(run.lines(startingWith: "down").isEmpty)
  }

  @Test func aLongPressIsARightClick() throws {
    let run = try run(Self.tap(holding: 0.8))

    #expect(run.status == 0, "\(run.standardError)")
    #expect(buttons(run) == ["273 pressed", "273 released"])
  }

  @Test func aDragHoldsTheLeftButtonWhileThePointerMoves() throws {
    let run = try run(Self.drag)

    #expect(run.status == 0, "\(run.standardError)")
    #expect(buttons(run) == ["272 pressed", "272 released"])
    let lines = run.standardOutput.split(separator: "\n")
    let pressed = try #require(lines.firstIndex { $0.hasSuffix("button=272 state=pressed") })
    let released = try #require(lines.firstIndex { $0.hasSuffix("button=272 state=released") })
    let motions = lines[pressed..<released].filter { $0.hasPrefix("pointer-motion") }
    #expect(motions.count >= 3)
    #expect(motions.last?.hasSuffix("x=400.00 y=240.00") == true)
  }

  @Test func aTwoFingerPanScrollsWithTheFingerSourceAndStops() throws {
    let run = try run(Self.twoFingerPan)

    #expect(run.status == 0, "\(run.standardError)")
    #expect(buttons(run) == [])
    #expect(run.lines(startingWith: "axis-source").allSatisfy { $0.hasSuffix("source=finger") })
    let axes = run.lines(startingWith: "axis").map(EventLine.init)
    let vertical = axes.filter { $0.kind == "axis" }.compactMap { $0["value"] }
    #expect(!vertical.isEmpty)
    // Fingers moving up scroll down: the content follows them.
    #expect(vertical.allSatisfy { $0 > 0 })
    #expect(vertical.reduce(0, +) == 100)
    #expect(run.lines(startingWith: "axis-stop").count == 2)
  }

  /// A client with both gets the touch, and its pointer moved to the finger before the
  /// `down` (GTK 3 looks for the pointer when a menu grabs), but no button.
  @Test func aClientWithTouchAndPointerGetsTouchAndItsPointerAtTheFinger() throws {
    let run = try run(Self.tap(), input: "both")

    #expect(run.status == 0, "\(run.standardError)")
    let lines = run.standardOutput.split(separator: "\n")
    let enter = lines.firstIndex { $0.hasPrefix("pointer-enter ") && $0.contains(" x=400") }
    let down = lines.firstIndex { $0.hasPrefix("down ") }
    #expect(enter != nil && down != nil && enter! < down!, "\(run.standardOutput)")
    #expect(run.lines(startingWith: "pointer-enter").count == 1)
    #expect(run.lines(startingWith: "down").count == 1)
    #expect(buttons(run) == [])
  }

  /// A client with both that declines a touch (touchway-responder-v1) gets the rest of it
  /// as the pointer: the left button held from where it was declined until it lifts.
  @Test func aDeclinedTouchBecomesPointerInput() throws {
    let run = try run(Self.tap(x: 780), input: "both", clientOptions: ["--decline-border", "50"])

    #expect(run.status == 0, "\(run.standardError)")
    #expect(run.lines(startingWith: "down").count == 1)
    #expect(run.lines(startingWith: "released").count == 1)
    #expect(run.lines(startingWith: "pointer-enter").count == 1)
    #expect(buttons(run) == ["272 pressed", "272 released"])
  }

  @Test func noPointerEmulationMeansNoPointer() throws {
    let run = try run(Self.tap(), options: ["--no-pointer-emulation"])

    #expect(run.status == 0, "\(run.standardError)")
    #expect(run.lines(startingWith: "pointer-enter").isEmpty)
    #expect(buttons(run) == [])
  }

  @Test func theTraceSaysWhichClientsTouchBecamePointerInput() throws {
    let run = try run(Self.tap(), options: ["--trace"])
    // Trace lines start with the time; keep the window's name and what the pointer did.
    let words: [[Substring]] = run.standardOutput.split(separator: "\n").map {
      $0.split(separator: " ")
    }
    let trace: [String] = words.filter { $0.count > 3 && $0[2] == "pointer" }.map {
      $0[1...3].joined(separator: " ")
    }

    #expect(run.status == 0, "\(run.standardError)")
    #expect(
      trace == [
        "touchway.touch-demo pointer enter", "touchway.touch-demo pointer press",
        "touchway.touch-demo pointer release",
      ])
    #expect(run.standardOutput.contains(" touch 0 pid="))
    // The surface's client has no wl_touch: the trace says so, and lists no calls it
    // never received.
    let surfaceLines = words.filter { $0.count > 2 && $0[1].hasPrefix("wl_surface@") }
      .map { $0[2...].joined(separator: " ") }
    #expect(surfaceLines == ["no-wl_touch 0"], "\(run.standardOutput)")
  }

  /// imv, Debian's image viewer, binds only `wl_pointer`: a tap is a left click and a long
  /// press a right click, as `WAYLAND_DEBUG` shows.
  @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/imv-wayland")))
  func imvGetsClicks() throws {
    let image = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../docs/trails.png").standardized.path
    for (device, button) in [(Self.tap(), 272), (Self.tap(holding: 0.8), 273)] {
      let run = try KioskRun(
        "touchway-kiosk",
        [
          "--replay", try SyntheticRecording(device).write(), "--exit-after-replay", "0.3",
          "--exit-after", "30", "--", "imv-wayland", image,
        ], environment: ["WAYLAND_DEBUG": "client"])

      #expect(run.errorLines(containing: "wl_pointer@") > 0, "\(run.standardError)")
      #expect(run.errorLines(containing: ".enter(") >= 1)
      #expect(run.errorLines(containing: ", \(button), 1)") == 1)
      #expect(run.errorLines(containing: ", \(button), 0)") == 1)
    }
  }

  /// `button state` of every `wl_pointer.button` the client printed: `272 pressed`.
  private func buttons(_ run: KioskRun) -> [String] {
    run.lines(startingWith: "button").map { line in
      let fields = line.split(separator: " ").compactMap { word -> Substring? in
        guard word.hasPrefix("button=") || word.hasPrefix("state=") else { return nil }
        return word.split(separator: "=").last
      }
      return fields.joined(separator: " ")
    }
  }
}
