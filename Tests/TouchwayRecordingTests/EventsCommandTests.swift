import Foundation
import Testing
import TouchwayTestSupport

/// The `touchway` program that `swift build` puts next to the tests.
enum TouchwayExecutable {
  static var url: URL {
    Bundle.module.bundleURL.deletingLastPathComponent().appendingPathComponent("touchway")
  }
  static let isBuilt = FileManager.default.isExecutableFile(atPath: url.path)
}

/// `touchway events`, run as a program.
@Suite(
  .enabled(if: TouchwayExecutable.isBuilt, "the touchway executable is built by `swift build`"))
struct EventsCommandTests {
  private func run(_ arguments: String...) throws -> Program.Result {
    try Program.run(TouchwayExecutable.url, ["events"] + arguments)
  }

  @Test func printsLibinputsEventsForA100By100Output() throws {
    let name = "atmel-4-finger-drag-down"
    let result = try run(Recordings.recording(name))
    #expect(result.status == 0)
    #expect(
      result.output.split(separator: "\n").map(String.init) == (try Recordings.libinputEvents(name))
    )
  }

  @Test func printsLibinputsTabletToolEventsForAPenRecording() throws {
    let result = try run(Recordings.recording(Recordings.pen))
    #expect(result.status == 0)
    #expect(
      result.output.split(separator: "\n").map(String.init)
        == (try Recordings.libinputEvents(Recordings.pen)))
  }

  @Test func scalesOntoTheGivenOutputSize() throws {
    let result = try run(
      Recordings.recording("atmel-2-fingers-touch-release"), "--width", "800", "--height", "480")
    #expect(result.output.hasPrefix("0.000000 TOUCH_DOWN 0 0 539.00 167.00\n"))
  }

  @Test func aBadFileGivesOneFileLineErrorAndStatus2() throws {
    let path = try TemporaryFile.write("version: 1\nndevices: [\n  events:\n", named: "bad.yml")
    let result = try run(path)
    #expect(result.status == 2)
    #expect(result.output.isEmpty)
    #expect(result.errors == "\(path):3: not valid YAML: did not find expected node content\n")
  }

  @Test func aHostileFileGivesOneEscapedLineAndStatus2() throws {
    let keys = ["a0: &a0 {x: 1}"] + (1...30).map { "a\($0): &a\($0) {*a\($0 - 1): *a\($0 - 1)}" }
    let text = RecordingErrorTests.replacing(
      "ndevices: 1\n", with: "ndevices: 1\n" + keys.joined(separator: "\n") + "\n")
    let path = try TemporaryFile.write(text, named: "aliased.yml")
    let result = Watchdog.run(within: 60) {
      try? Program.run(TouchwayExecutable.url, ["events", path])
    }
    let finished = try #require(result, "touchway events did not finish within 60 s")
    let run = try #require(finished)
    #expect(run.status == 2)
    #expect(
      run.errors
        == "\(path):4: not a libinput recording: YAML anchors and aliases (&name, *name) are not "
        + "supported; write the value out\n")
  }
}
