import Testing
import TouchwayTestSupport

/// A device path that does not exist or is not an input device gives a clear error; the
/// input keeps running and takes the next device.
@Suite(
  .enabled(
    if: InputHarness.unavailability == nil,
    Comment(rawValue: InputHarness.unavailability ?? "")))
struct DeviceErrorTests {
  @Test func badPathsAreRefusedAndTheInputKeepsRunning() throws {
    let transcript = try InputHarness.run(
      [
        "output DSI-1 800 480", "start path", "add /dev/input/event42", "add /tmp",
        "emulate $DEVICE", "add /dev/input/event99", "play",
      ], recording: Recordings.recording("atmel-4-finger-drag-down"))
    #expect(
      transcript.lines("error") == [
        "cannot open /dev/input/event42: No such file or directory (errno 2)",
        "/tmp is not a device node",
      ])
    #expect(transcript.lines("added") == ["Atmel maXTouch Touchscreen"])
    #expect(transcript.frames.count > 10)
  }
}
