import Foundation
import Testing
import TouchwayRecording
import TouchwayTestSupport

/// Every malformed recording gets an error of the right kind, on the right line.
@Suite struct RecordingErrorTests {
  /// A malformed file: its text, the kind of error and a fragment of the line it is on.
  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var text: String
    var kind: RecordingError.Kind
    var lineFragment: String
    var testDescription: String { name }
  }

  /// The protocol B test device with one tap.
  static let valid: String = {
    var device = SyntheticRecording.protocolB()
    device.frame(0.00, .slot(0), .trackingID(1), .x(100), .y(100))
    device.frame(0.01, .trackingID(-1))
    return SyntheticRecording(device).text
  }()

  static func replacing(_ old: String, with new: String) -> String {
    precondition(valid.contains(old), "\(old) is not in the test recording")
    return valid.replacingOccurrences(of: old, with: new)
  }

  static let cases: [Case] = [
    Case(
      name: "not YAML", text: "version: 1\nndevices: [\n  events:\n", kind: .notARecording,
      lineFragment: "  events:"),
    Case(
      name: "YAML but not a recording", text: "hello: world\nlist:\n  events:\n",
      kind: .notARecording, lineFragment: "hello"),
    Case(
      name: "binary data", text: "version: 1\nnd\u{0}evices\n", kind: .notARecording,
      lineFragment: "nd\u{0}"),
    Case(
      name: "unknown version", text: replacing("version: 1", with: "version: 2"),
      kind: .unsupportedVersion, lineFragment: "version: 2"),
    Case(
      name: "truncated in the header",
      text: String(valid[..<valid.range(of: "  quirks:")!.lowerBound]), kind: .truncated,
      lineFragment: "ID_INPUT_TOUCHSCREEN"),
    Case(
      name: "truncated in an event", text: String(valid.dropLast(12)), kind: .truncated,
      lineFragment: "  10000,   0,"),
    Case(
      name: "fewer devices than ndevices", text: replacing("ndevices: 1", with: "ndevices: 2"),
      kind: .truncated, lineFragment: "  10000,   0,   0,"),
    Case(
      name: "frame without SYN_REPORT",
      text: replacing("    - [  0,  10000,   0,   0,       0]\n", with: ""),
      kind: .frameWithoutSynReport, lineFragment: "  10000,   3,  57,"),
    Case(
      name: "event type out of range",
      text: replacing("[  0,  10000,   3,  57,      -1]", with: "[  0,  10000,  40,  57,      -1]"),
      kind: .codeOutOfRange, lineFragment: "  40,  57,"),
    Case(
      name: "event code out of range",
      text: replacing("[  0,  10000,   3,  57,      -1]", with: "[  0,  10000,   3,  64,      -1]"),
      kind: .codeOutOfRange, lineFragment: "   3,  64,"),
    Case(
      name: "announced code out of range", text: replacing("1: [330]", with: "1: [330, 768]"),
      kind: .codeOutOfRange, lineFragment: "1: [330, 768]"),
    Case(
      name: "axis without absinfo", text: replacing("      57: [0, 65535, 0, 0, 0]\n", with: ""),
      kind: .malformed, lineFragment: "      3: [0, 1, 47"),
    Case(
      name: "event with three fields",
      text: replacing("[  0,  10000,   3,  57,      -1]", with: "[  0,  10000,   3]"),
      kind: .malformed, lineFragment: "[  0,  10000,   3]"),
    Case(
      name: "microseconds out of range",
      text: replacing(
        "[  0,  10000,   3,  57,      -1]", with: "[  0, 1000000,   3,  57,      -1]"),
      kind: .malformed, lineFragment: "1000000"),
    Case(
      name: "value beyond 32 bits",
      text: replacing(
        "[  0,  10000,   3,  57,      -1]", with: "[  0,  10000,   3,  57, 4294967296]"),
      kind: .malformed, lineFragment: "4294967296"),
    Case(
      name: "event outside an evdev entry",
      text: replacing("  - evdev:\n    - [  0,  10000", with: "  - libinput:\n    - [  0,  10000"),
      kind: .malformed, lineFragment: "  10000,   3,  57,"),
    Case(
      name: "a key after the events", text: valid + "  hid: [1, 2]\n", kind: .malformed,
      lineFragment: "hid:"),
  ]

  @Test(arguments: cases)
  func malformedRecordingIsReportedOnItsLine(_ malformed: Case) throws {
    let path = try TemporaryFile.write(malformed.text, named: "malformed.yml")
    let error = #expect(throws: RecordingError.self) {
      let reader = try RecordingReader(path: path)
      var frame = EvdevFrame()
      while try reader.nextFrame(into: &frame) {}
    }
    #expect(error?.kind == malformed.kind)
    #expect(error?.line == lineNumber(in: malformed.text, of: malformed.lineFragment))
    #expect(error?.path == path)
    #expect(error?.description.hasPrefix("\(path):\(error?.line ?? 0): ") == true)
  }

  @Test func aDeviceLibinputWouldNotTreatAsATouchscreenIsRefused() throws {
    let text = Self.replacing("    - ID_INPUT_TOUCHSCREEN=1\n", with: "    - ID_INPUT_TABLET=1\n")
    let path = try TemporaryFile.write(text, named: "tablet.yml")
    let error = #expect(throws: RecordingError.self) { try TouchEventReader(path: path) }
    #expect(error?.kind == .noTouchDevice)
    #expect(error?.line == lineNumber(in: text, of: "- node:"))
    #expect(error?.message.contains("ID_INPUT_TOUCHSCREEN") == true)
  }

  @Test func aMissingFileIsUnreadable() {
    let error = #expect(throws: RecordingError.self) {
      try RecordingReader(path: "/nonexistent/recording.yml")
    }
    #expect(error?.kind == .unreadable)
    #expect(
      error?.description
        == "/nonexistent/recording.yml: cannot open: No such file or directory (errno 2)")
  }
}
