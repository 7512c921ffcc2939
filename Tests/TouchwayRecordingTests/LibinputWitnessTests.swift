import Testing
import TouchwayTestSupport

/// Real libinput 1.22 (through umockdev) and the decoder must report the same events, to
/// the microsecond and to the last bit of the scaled positions.
@Suite(
  .enabled(
    if: LibinputWitness.unavailability == nil,
    Comment(rawValue: LibinputWitness.unavailability ?? "")))
struct LibinputWitnessTests {
  @Test(arguments: Recordings.real)
  func libinputAgreesOnTheFixture(_ name: String) throws {
    let path = Recordings.recording(name)
    let libinput = try LibinputWitness.events(forRecordingAt: path)
    #expect(!libinput.isEmpty)
    #expect(libinput == (try Transcript.exactLines(path)))
  }

  /// The witness prints a pen's events as `libinput debug-events` did for the recording,
  /// and the decoder agrees with it.
  @Test func libinputAgreesOnThePen() throws {
    let path = Recordings.recording(Recordings.pen)
    let libinput = try LibinputWitness.events(forRecordingAt: path)
    #expect(libinput == (try Recordings.libinputEvents(Recordings.pen)))
    #expect(libinput == (try Transcript.tabletLines(path)))
  }

  @Test(arguments: Scenario.allCases.filter(\.hasWitness))
  func libinputAgreesOnTheScenario(_ scenario: Scenario) throws {
    let path = try scenario.write()
    let libinput = try LibinputWitness.events(forRecordingAt: path)
    #expect(libinput == (try Transcript.exactLines(path)))
  }
}

/// Pens made up to reach what the real recording does not: an eraser, a pen that rests
/// with some pressure (libinput's pressure offset), a tool libwacom does not know, an Art
/// Pen's rotation, tilt in radians, buttons in contact. Real libinput and the decoder must
/// print the same lines. (Events come at most 40 ms apart until the first proximity out:
/// libinput's timer for the forced proximity out runs on the real clock in the witness.)
@Suite(
  .enabled(
    if: LibinputWitness.unavailability == nil,
    Comment(rawValue: LibinputWitness.unavailability ?? "")))
struct TabletWitnessTests {
  private typealias Event = SyntheticRecording.Event

  private static func key(_ code: Int, _ down: Bool) -> Event {
    .raw(type: 1, code: code, value: down ? 1 : 0)
  }
  private static func abs(_ code: Int, _ value: Int) -> Event {
    .raw(type: 3, code: code, value: value)
  }

  /// A screen tablet with pressure, distance and tilt (0–127, or ±60 at `tiltResolution`
  /// units a radian), and an Art Pen's ABS_Z when `rotation`.
  private static func tablet(rotation: Bool = false, tiltResolution: Int = 0)
    -> SyntheticRecording.Device
  {
    let tilt = tiltResolution == 0 ? [0, 127, 0, 0, 0] : [-60, 60, 0, 0, tiltResolution]
    var absinfo: [Int: [Int]] = [
      0: [0, 95840, 4, 0, 200], 1: [0, 54260, 4, 0, 200], 24: [0, 2047, 0, 0, 0],
      25: [0, 63, 0, 0, 0], 26: tilt, 27: tilt, 40: [0, 0, 0, 0, 0],
    ]
    if rotation { absinfo[2] = [-900, 899, 0, 0, 0] }
    return SyntheticRecording.Device(
      name: "Test Pen",
      codes: [1: [320, 321, 330, 331, 332], 3: absinfo.keys.sorted(), 4: [0]], absinfo: absinfo,
      udev: ["ID_INPUT=1", "ID_INPUT_TABLET=1"])
  }

  /// A tool comes near with `enter`, hovers, touches down pressing harder, presses and
  /// releases a button while down, lifts and leaves; `step` seconds between frames.
  private static func stroke(
    _ device: inout SyntheticRecording.Device, tool: Int, id: Int, start: Double,
    enter: [Event] = [], extra: (Int) -> [Event] = { _ in [] }
  ) {
    var time = start
    func frame(_ events: [Event]) {
      device.frame(time, events)
      time += 0.01
    }
    frame(
      [
        key(tool, true), abs(40, id), .raw(type: 4, code: 0, value: 0x1234), abs(0, 30000),
        abs(1, 20000), abs(25, 50), abs(26, 40), abs(27, 90),
      ] + enter)
    for step in 1...4 { frame([abs(0, 30000 + step * 50), abs(25, 50 - step * 10)] + extra(step)) }
    for step in 1...6 {
      frame([abs(0, 30200 + step * 40), abs(24, 150 + step * 200), abs(25, 0)] + extra(step + 4))
    }
    frame([key(331, true)])
    frame([abs(1, 20100)])
    frame([key(331, false)])
    frame([abs(24, 0), abs(25, 20)])
    frame([abs(0, 31000)])
    frame([key(tool, false), abs(0, 0), abs(1, 0)])
  }

  /// Expects the same lines from both; returns them, for what the scenario is about.
  @discardableResult
  private func expectAgreement(_ recording: SyntheticRecording) throws -> String {
    let path = try recording.write(named: "pen.yml")
    let libinput = try LibinputWitness.events(forRecordingAt: path)
    #expect(!libinput.isEmpty)
    #expect(try Transcript.tabletLines(path) == libinput)
    return libinput.joined(separator: "\n")
  }

  @Test func aProPenAndItsEraserWithButtons() throws {
    var device = Self.tablet()
    Self.stroke(&device, tool: 320, id: 0x100802, start: 0)
    Self.stroke(&device, tool: 321, id: 0x10080a, start: 0.3)
    let lines = try expectAgreement(SyntheticRecording(device))
    #expect(lines.contains(" eraser (0x1234, id 0x10080a) proximity-in"))
    #expect(lines.contains("331 (BTN_STYLUS) pressed"))
  }

  @Test func aPenThatRestsWithPressureHasAnOffset() throws {
    var device = Self.tablet()
    Self.stroke(&device, tool: 320, id: 0x100802, start: 0, enter: [Self.abs(24, 120)])
    try expectAgreement(SyntheticRecording(device))
  }

  @Test func aToolLibwacomDoesNotKnowGetsTheTabletsAxes() throws {
    var device = Self.tablet()
    Self.stroke(&device, tool: 320, id: 0x4242, start: 0)
    let lines = try expectAgreement(SyntheticRecording(device))
    #expect(lines.contains("id 0x4242) proximity-in axes:dpt btn:SS2"), "\(lines)")
  }

  /// libwacom's 0x7 is a puck: its tilt becomes its rotation.
  @Test func aPenWithAPucksIdTurnsItsTiltIntoRotation() throws {
    var device = Self.tablet()
    Self.stroke(&device, tool: 320, id: 0x7, start: 0)
    #expect(try expectAgreement(SyntheticRecording(device)).contains("proximity-in axes:dr"))
  }

  @Test func anArtPenTurnsAndTiltsInRadians() throws {
    var device = Self.tablet(rotation: true, tiltResolution: 57)
    Self.stroke(&device, tool: 320, id: 0x100804, start: 0) { step in
      [Self.abs(2, -900 + step * 150), Self.abs(26, -30 + step * 5)]
    }
    #expect(try expectAgreement(SyntheticRecording(device)).contains(" rotation: "))
  }
}
