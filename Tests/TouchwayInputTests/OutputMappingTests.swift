import Testing
import Touchway
import TouchwayInput
import TouchwayTestSupport

/// Where touches land: on the output the device is mapped to, through the calibration
/// matrix (configuration before udev) and the output's rotation.
@Suite(
  .enabled(
    if: InputHarness.unavailability == nil,
    Comment(rawValue: InputHarness.unavailability ?? "")))
struct OutputMappingTests {
  /// An 800 × 480 touchscreen (like the Atmel of the fixtures) with one finger that
  /// touches at (100, 200), moves to (700, 400) and lifts.
  static func recording(udev: [String] = []) throws -> String {
    var device = SyntheticRecording.protocolB(udev: udev)
    device.frame(0.00, .slot(0), .trackingID(1), .x(100), .y(200))
    device.frame(0.01, .x(700), .y(400))
    device.frame(0.02, .trackingID(-1))
    return try SyntheticRecording(device).write()
  }

  static let panel = Rect(x: 0, y: 0, width: 800, height: 480)

  static func play(_ steps: [String], recording: String) throws -> Transcript {
    try InputHarness.run(
      steps + ["start path", "emulate $DEVICE", "add /dev/input/event99", "play"],
      recording: recording)
  }

  @Test func aConfiguredCalibrationReplacesUdevs() throws {
    let mirror = "-1 0 1 0 1 0"
    let transcript = try Self.play(
      ["output DSI-1 800 480", "calibrate \(mirror) Test Touchscreen"],
      recording: Self.recording(udev: ["LIBINPUT_CALIBRATION_MATRIX=0 -1 1 1 0 0"]))
    let expected = try decodedFrames(
      Self.recording(udev: ["LIBINPUT_CALIBRATION_MATRIX=\(mirror)"]), output: Self.panel)
    #expect(transcript.frames == expected)
    let first = try #require(transcript.frames.first?.contacts.first?.location)
    #expect(abs(first.x - 700) < 1 && abs(first.y - 200) < 1)
  }

  @Test func udevsCalibrationAppliesWithoutConfiguration() throws {
    let udev = ["LIBINPUT_CALIBRATION_MATRIX=0 -1 1 1 0 0"]
    let transcript = try Self.play(["output DSI-1 800 480"], recording: Self.recording(udev: udev))
    #expect(
      transcript.frames == (try decodedFrames(Self.recording(udev: udev), output: Self.panel)))
  }

  /// Where a panel point lands on the screen of an output turned by `transform`,
  /// worked out by hand for an 800 × 480 panel as wlroots draws it (`90` turns the
  /// picture counter-clockwise; KioskEndToEndTests' TransformTests check the kiosk's
  /// screenshots).
  static let turned: [String: @Sendable (Point) -> Point] = [
    "90": { Point(x: 480 - $0.y, y: $0.x) },
    "180": { Point(x: 800 - $0.x, y: 480 - $0.y) },
    "270": { Point(x: $0.y, y: 800 - $0.x) },
    "flipped": { Point(x: 800 - $0.x, y: $0.y) },
    "flipped-90": { Point(x: $0.y, y: $0.x) },
    "flipped-180": { Point(x: $0.x, y: 480 - $0.y) },
    "flipped-270": { Point(x: 480 - $0.y, y: 800 - $0.x) },
  ]

  @Test(arguments: turned.keys.sorted())
  func aRotatedOutputRotatesTheTouches(_ transform: String) throws {
    let recording = try Self.recording()
    let transcript = try Self.play(["output DSI-1 800 480 \(transform)"], recording: recording)
    let expected = try decodedFrames(recording, output: Self.panel, place: Self.turned[transform]!)
    #expect(transcript.frames == expected)
  }

  @Test func aQuarterTurnPutsTheTopLeftOfThePanelAtTheTopRight() throws {
    let transcript = try Self.play(["output DSI-1 800 480 90 10 20 2"], recording: Self.recording())
    // Panel (100, 200) of 800 × 480 → screen (280, 100) of 480 × 800, halved, moved.
    #expect(transcript.frames.first?.contacts.first?.location == Point(x: 150, y: 70))
  }

  @Test func aDeviceMapsToTheOutputConfiguredForIt() throws {
    let transcript = try Self.play(
      [
        "output LEFT 1024 600", "output RIGHT 800 480 normal 1024 0",
        "map RIGHT /dev/input/event99",
      ], recording: Self.recording(udev: ["WL_OUTPUT=LEFT"]))
    let expected = try decodedFrames(
      Self.recording(), output: Rect(x: 1024, y: 0, width: 800, height: 480))
    #expect(transcript.frames == expected)
  }

  @Test func withoutConfigurationUdevsOutputWins() throws {
    let transcript = try Self.play(
      ["output LEFT 1024 600", "output RIGHT 800 480 normal 1024 0"],
      recording: Self.recording(udev: ["WL_OUTPUT=RIGHT"]))
    let expected = try decodedFrames(
      Self.recording(), output: Rect(x: 1024, y: 0, width: 800, height: 480))
    #expect(transcript.frames == expected)
  }

  @Test func anUnknownOutputFallsBackToTheFirst() throws {
    let transcript = try Self.play(
      [
        "output LEFT 1024 600", "output RIGHT 800 480 normal 1024 0",
        "map NOWHERE Test Touchscreen",
      ],
      recording: Self.recording())
    let expected = try decodedFrames(
      Self.recording(), output: Rect(x: 0, y: 0, width: 1024, height: 600))
    #expect(transcript.frames == expected)
  }

  @Test func newOutputsRemapTheDevices() throws {
    let transcript = try InputHarness.run(
      [
        "output DSI-1 800 480", "start path", "emulate $DEVICE", "add /dev/input/event99",
        "play 1", "outputs HDMI-A-1 1600 960 normal 100 0", "play",
      ], recording: Self.recording())
    let moved = try decodedFrames(
      Self.recording(), output: Rect(x: 100, y: 0, width: 1600, height: 960))
    #expect(
      transcript.frames.first == (try decodedFrames(Self.recording(), output: Self.panel)).first)
    #expect(transcript.frames.dropFirst() == moved.dropFirst())
  }
}
