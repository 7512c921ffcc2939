import Testing
import Touchway
import TouchwayTestSupport

/// A device that goes away mid-touch cancels every touch it had down exactly once, closes
/// its node and leaves the seat without touches, whether udev reports the removal or the
/// node hangs up.
@Suite(
  .enabled(
    if: InputHarness.unavailability == nil,
    Comment(rawValue: InputHarness.unavailability ?? "")))
struct HotPlugTests {
  /// The steps that start the input on `backend` and bring the emulated device in.
  static func start(_ backend: String) -> [String] {
    backend == "udev"
      ? ["output DSI-1 800 480", "start udev", "emulate $DEVICE"]
      : ["output DSI-1 800 480", "start path", "emulate $DEVICE", "add /dev/input/event99"]
  }

  @Test(arguments: ["udev", "path"], [1, 2, 5, 30])
  func unpluggingMidTouchCancelsEveryTouchOnce(_ backend: String, frames count: Int) throws {
    let transcript = try InputHarness.run(
      Self.start(backend) + ["play \(count)", "unplug"],
      recording: Recordings.recording("atmel-4-finger-drag-down"))
    let frames = transcript.frames
    let cancels = try #require(frames.last)
    let down = activeContacts(after: frames.dropLast())
    #expect(!down.isEmpty)
    #expect(cancels.contacts.map(\.id).sorted() == down.sorted())
    #expect(cancels.contacts.allSatisfy { $0.change == .cancel && $0.location == nil })
    #expect(frames.dropLast().allSatisfy { !$0.contacts.contains { $0.change == .cancel } })

    let contacts = frames.flatMap(\.contacts)
    let began = contacts.filter { $0.change == .down }.count
    let ended = contacts.filter { $0.change == .up }.count
    #expect(
      transcript.lines("seat") == ["began \(began) ended \(ended) cancelled \(down.count) active 0"]
    )
    #expect(transcript.lines("removed") == ["Atmel maXTouch Touchscreen"])
    #expect(transcript.lines("capabilities") == ["touch", ""])
    #expect(transcript.lines("still open") == ["0"])
    let removal = try #require(
      transcript.lines.firstIndex(of: "removed Atmel maXTouch Touchscreen"))
    #expect(!transcript.lines[removal...].contains { $0.hasPrefix("frame ") })
  }

  @Test func suspendingCancelsTheTouchesAndResumingReopens() throws {
    let transcript = try InputHarness.run(
      Self.start("path") + ["play 2", "suspend", "resume", "play 1"],
      recording: Recordings.recording("atmel-4-finger-drag-down"))
    let frames = transcript.frames
    #expect(frames.count == 3)
    #expect(frames[2].contacts.map(\.change) == [.cancel, .cancel, .cancel])
    #expect(transcript.lines("open") == ["/dev/input/event99", "/dev/input/event99"])
    #expect(transcript.lines("close") == ["/dev/input/event99"])
    #expect(transcript.lines("seat") == ["began 3 ended 0 cancelled 3 active 0"])
  }
}

/// The contacts down after `frames`.
func activeContacts<Frames: Sequence<Transcript.Frame>>(after frames: Frames) -> [Int] {
  var down: [Int] = []
  for contact in frames.flatMap(\.contacts) {
    switch contact.change {
    case .down: down.append(contact.id)
    case .up, .cancel: down.removeAll { $0 == contact.id }
    case .motion: break
    }
  }
  return down
}
