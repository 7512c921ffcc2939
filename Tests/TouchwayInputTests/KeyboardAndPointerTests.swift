import Testing
import TouchwayTestSupport

/// Keys and pointer devices read by real libinput reach the delegate as typed values.
@Suite(
  .enabled(
    if: InputHarness.unavailability == nil,
    Comment(rawValue: InputHarness.unavailability ?? "")))
struct KeyboardAndPointerTests {
  static let steps = [
    "output DSI-1 800 480", "start path", "emulate $DEVICE", "add /dev/input/event99", "play",
  ]

  @Test func keysBecomeKeyEvents() throws {
    var keyboard = SyntheticRecording.Device(
      name: "Test Keyboard", codes: [1: [30, 31]], absinfo: [:],
      udev: ["ID_INPUT=1", "ID_INPUT_KEY=1", "ID_INPUT_KEYBOARD=1"])
    keyboard.frame(0.00, .raw(type: 1, code: 30, value: 1))
    keyboard.frame(0.05, .raw(type: 1, code: 30, value: 0))
    let transcript = try InputHarness.run(
      Self.steps, recording: SyntheticRecording(keyboard).write())
    #expect(transcript.lines("capabilities") == ["keyboard"])
    #expect(transcript.lines("key") == ["30 down 0.0", "30 up 0.05"])
  }

  @Test func aMouseMovesClicksAndScrolls() throws {
    var mouse = SyntheticRecording.Device(
      name: "Test Mouse", codes: [1: [272, 273, 274], 2: [0, 1, 8]], absinfo: [:],
      udev: ["ID_INPUT=1", "ID_INPUT_MOUSE=1"])
    mouse.frame(0.00, .raw(type: 2, code: 0, value: 10), .raw(type: 2, code: 1, value: 5))
    mouse.frame(0.01, .raw(type: 1, code: 272, value: 1))
    mouse.frame(0.02, .raw(type: 1, code: 272, value: 0))
    mouse.frame(0.03, .raw(type: 2, code: 8, value: -1))
    let transcript = try InputHarness.run(Self.steps, recording: SyntheticRecording(mouse).write())
    #expect(transcript.lines("capabilities") == ["pointer"])
    let events = transcript.lines("pointer").map { $0.split(separator: " ").map(String.init) }
    try #require(events.count == 4)
    // The pointer starts in the middle of the output and moves right and down.
    let (x, y) = (Double(events[0][1])!, Double(events[0][2])!)
    #expect(events[0][3] == "motion" && x > 400 && y > 240 && x - 400 > y - 240)
    #expect(events[1] == ["0.01", events[0][1], events[0][2], "button", "272", "pressed"])
    #expect(events[2] == ["0.02", events[0][1], events[0][2], "button", "272", "released"])
    #expect(
      events[3] == ["0.03", events[0][1], events[0][2], "scroll", "wheel", "15.0", "nan", "120.0"])
  }
}
