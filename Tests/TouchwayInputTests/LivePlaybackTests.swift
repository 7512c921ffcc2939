import Testing
import Touchway
import TouchwayRecording
import TouchwayTestSupport

/// Recordings played on an emulated device and read by real libinput through LiveInput
/// give what TouchwayRecording's decoder gives, and what `libinput debug-events` printed.
@Suite(
  .enabled(
    if: InputHarness.unavailability == nil,
    Comment(rawValue: InputHarness.unavailability ?? "")))
struct LivePlaybackTests {
  @Test(arguments: Fixtures.recordings, ["udev", "path"])
  func aRecordingPlayedLiveGivesTheDecodersFrames(_ name: String, backend: String) throws {
    let steps =
      backend == "udev"
      ? ["output DSI-1 800 480 normal 100 50", "start udev", "emulate $DEVICE", "play"]
      : [
        "output DSI-1 800 480 normal 100 50", "start path", "emulate $DEVICE",
        "add /dev/input/event99", "play",
      ]
    let transcript = try InputHarness.run(steps, recording: Recordings.recording(name))
    let expected = try decodedFrames(
      Recordings.recording(name), output: Rect(x: 100, y: 50, width: 800, height: 480))
    #expect(!expected.isEmpty)
    #expect(transcript.frames == expected)
    #expect(transcript.lines("added").count == 1)
    #expect(transcript.lines("capabilities") == ["touch"])
  }

  @Test(arguments: Fixtures.recordings)
  func liveEventLinesAreLibinputDebugEvents(_ name: String) throws {
    let transcript = try InputHarness.run(
      [
        "output DSI-1 100 100", "start path", "events", "emulate $DEVICE", "add /dev/input/event99",
        "play",
      ],
      recording: Recordings.recording(name))
    let events = transcript.lines.filter { $0.first?.isNumber == true }
    #expect(events == (try Recordings.libinputEvents(name)))
  }

  /// A real pen played on an emulated tablet and read by libinput through LiveInput gives
  /// the frames the recording's decoder gives: the tip's downs, motions and ups where the
  /// decoder puts them, and the proximity frames, at the same times.
  @Test func aPenPlayedLiveGivesTheDecodersFrames() throws {
    let path = Recordings.recording(Recordings.pen)
    let transcript = try InputHarness.run(
      [
        "output DSI-1 800 480 normal 100 50", "start path", "emulate $DEVICE",
        "add /dev/input/event99", "play",
      ],
      recording: path)
    let reader = try PenFrameReader(
      path: path, output: Rect(x: 100, y: 50, width: 800, height: 480))
    var frame = TouchFrame(time: 0)
    var expected: [TouchFrame] = []
    while try reader.nextFrame(into: &frame) { expected.append(frame) }
    let live = transcript.frames
    #expect(expected.count > 6)
    #expect(live.map(\.contacts) == expected.map { Array($0.contacts).map(Self.withoutSample) })
    // On the harness's clock, moved an hour ahead for the tablet: the same spacing.
    let liveTimes = live.map { $0.time - live[0].time }
    let times = expected.map { $0.time - expected[0].time }
    #expect(zip(liveTimes, times).allSatisfy { Swift.abs($0 - $1) < 1e-5 })
    #expect(transcript.lines("added").count == 1)
  }

  /// A pen's events, read live by real libinput, print as `libinput debug-events` printed
  /// them for the recording (`touchway events --live` prints them the same way).
  @Test func livePenEventLinesAreLibinputDebugEvents() throws {
    let transcript = try InputHarness.run(
      [
        "output DSI-1 100 100", "start path", "events", "emulate $DEVICE", "add /dev/input/event99",
        "play",
      ],
      recording: Recordings.recording(Recordings.pen))
    let events = transcript.lines.filter { $0.first?.isNumber == true }
    #expect(events == (try Recordings.libinputEvents(Recordings.pen)))
  }

  /// The harness prints no pen samples.
  private static func withoutSample(_ contact: TouchContact) -> TouchContact {
    var contact = contact
    contact.pen = nil
    return contact
  }

  @Test func aDeviceThatAppearsStartsWorking() throws {
    let transcript = try InputHarness.run(
      ["output DSI-1 800 480", "start udev", "emulate $DEVICE", "play 1"],
      recording: Recordings.recording("atmel-4-finger-drag-down"))
    #expect(
      transcript.lines.prefix(4) == [
        "open /dev/input/event99", "capabilities touch", "added Atmel maXTouch Touchscreen",
        "frame 0.0 0:down@415.0,107.0",
      ])
  }
}
