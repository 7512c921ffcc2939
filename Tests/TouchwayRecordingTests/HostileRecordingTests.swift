import Foundation
import Testing
import TouchwayRecording
import TouchwayTestSupport

/// Recordings made to hang, exhaust or garble: each is refused quickly, in bounded
/// memory, with one escaped `file:line: message`. A watchdog fails a test that would hang.
@Suite struct HostileRecordingTests {
  /// Longer than any of these files takes by far, even on a loaded machine.
  static let timeLimit = 20.0

  /// The error that reading every event of the recording gives, printed, within the limit.
  private func readingError(_ text: String) throws -> (path: String, error: String?) {
    let path = try TemporaryFile.write(text, named: "hostile.yml")
    let outcome = Watchdog.run(within: Self.timeLimit) { () -> String? in
      do {
        let reader = try RecordingReader(path: path)
        var frame = EvdevFrame()
        while try reader.nextFrame(into: &frame) {}
        return nil
      } catch {
        return "\(error)"
      }
    }
    guard let outcome else {
      Issue.record("reading \(path) did not finish within \(Self.timeLimit) s")
      return (path, nil)
    }
    return (path, outcome)
  }

  @Test func aHeaderWithAliasedMappingKeysIsRefusedAtOnce() throws {
    let keys = ["a0: &a0 {x: 1}"] + (1...30).map { "a\($0): &a\($0) {*a\($0 - 1): *a\($0 - 1)}" }
    let text = RecordingErrorTests.replacing(
      "ndevices: 1\n", with: "ndevices: 1\n" + keys.joined(separator: "\n") + "\n")
    let (path, error) = try readingError(text)
    #expect(
      error
        == "\(path):4: not a libinput recording: YAML anchors and aliases (&name, *name) are "
        + "not supported; write the value out")
  }

  @Test func aDuplicatedKeyIsReportedOnItsOwnLineInOneLine() throws {
    let text = RecordingErrorTests.replacing(
      "  os: \"test\"\n", with: "  os: \"test\"\n  os: \"x\"\n")
    let (path, error) = try readingError(text)
    let line = lineNumber(in: text, of: "  os: \"x\"")
    #expect(
      error
        == "\(path):\(line): not a libinput recording: duplicate key 'os': a key may appear only "
        + "once in a mapping (first on line \(line - 1))")
  }

  @Test func aLineWithTerminalEscapesIsShownEscaped() throws {
    let text = RecordingErrorTests.valid + "  \u{1B}]0;retitled\u{7}\u{1B}[2J\u{1B}c\n"
    let (path, error) = try readingError(text)
    let line = text.split(separator: "\n", omittingEmptySubsequences: false).count - 1
    #expect(
      error
        == "\(path):\(line): unexpected `\\u{1B}]0;retitled\\u{7}\\u{1B}[2J\\u{1B}c` in the "
        + "events of device 1")
  }

  @Test func aLongBadLineIsCut() throws {
    let text = RecordingErrorTests.valid + "  " + String(repeating: "y", count: 100_000) + "\n"
    let (path, error) = try readingError(text)
    let message = try #require(error)
    #expect(ErrorLine.violation(in: message, path: path) == nil)
    #expect(message.count < 200)
  }

  @Test func moreDevicesThanTheLimitAreRefused() throws {
    let text = RecordingErrorTests.replacing("ndevices: 1", with: "ndevices: 257")
    let (path, error) = try readingError(text)
    #expect(error == "\(path):3: `ndevices` is 257, outside 1...256")
  }

  @Test func aHeaderOverTheLimitIsRefused() throws {
    let filler = String(repeating: "# \(String(repeating: "z", count: 1000))\n", count: 1100)
    let (path, error) = try readingError("version: 1\n" + filler)
    let message = try #require(error)
    #expect(ErrorLine.violation(in: message, path: path) == nil)
    #expect(message.hasSuffix("not a libinput recording: no `events:` within 1 MiB"))
  }
}
