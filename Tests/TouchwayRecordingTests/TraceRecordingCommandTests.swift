import Foundation
import Testing
import TouchwayTestSupport

/// `touchway trace --scene S --recording R`, run as a program: a recording replaces the
/// script and is mapped onto the scene's screen.
@Suite(
  .enabled(if: TouchwayExecutable.isBuilt, "the touchway executable is built by `swift build`"))
struct TraceRecordingCommandTests {
  /// An 800 × 480 window split into two halves, the Atmel touchscreen's own size.
  private let halves = """
    windows:
      - name: W
        frame: [0, 0, 800, 480]
        views:
          - {name: Left, frame: [0, 0, 400, 480]}
          - {name: Right, frame: [400, 0, 400, 480]}
    """

  @Test func eachFingerReachesTheHalfItTouched() throws {
    let scene = try TemporaryFile.write(halves, named: "halves.yaml")
    let recording = Recordings.recording("atmel-2-fingers-touch-release")
    let result = try Program.run(
      TouchwayExecutable.url, ["trace", "--scene", scene, "--recording", recording])
    let lines = result.output.split(separator: "\n").map(String.init)
    #expect(result.status == 0)
    #expect(
      lines.filter { !$0.contains("touchesMoved") } == [
        "0.000 Right touchesBegan 0", "0.055 Left touchesBegan 1", "0.810 Left touchesEnded 1",
        "0.824 Right touchesEnded 0",
      ])
    // 14 libinput motions; the fingers are on different views, so each is a call of its own.
    #expect(lines.filter { $0.contains("touchesMoved") }.count == 14)
  }

  /// The pen's tip is a pencil touch each time libinput saw it touch, until it lifted; its
  /// hover touches nothing.
  @Test func thePensTipTouchesAsAPencilWhenLibinputSawItTouch() throws {
    let scene = try TemporaryFile.write(halves, named: "halves.yaml")
    let result = try Program.run(
      TouchwayExecutable.url,
      ["trace", "--scene", scene, "--recording", Recordings.recording(Recordings.pen)])
    #expect(result.status == 0)
    func times(_ word: String) -> [Double] {
      result.output.split(separator: "\n").filter { $0.contains(word) }.compactMap {
        Double($0.split(separator: " ")[0])
      }
    }
    let tips = try Recordings.libinputEvents(Recordings.pen).filter {
      $0.contains("TABLET_TOOL_TIP")
    }
    func libinputTimes(_ state: String) -> [Double] {
      tips.filter { $0.hasSuffix(state) }.compactMap { Double($0.split(separator: " ")[0]) }
    }
    let began = times("touchesBegan 1001(pencil)")
    let ended = times("touchesEnded 1001(pencil)")
    #expect(began.count == libinputTimes(" down").count)
    #expect(ended.count == libinputTimes(" up").count)
    for (traced, libinput) in zip(began + ended, libinputTimes(" down") + libinputTimes(" up")) {
      #expect(abs(traced - libinput) < 0.002)
    }
    #expect(result.output.split(separator: "\n").allSatisfy { $0.contains("Right") })
  }

  @Test func aBadRecordingGivesOneFileLineErrorAndStatus2() throws {
    let scene = try TemporaryFile.write(halves, named: "halves.yaml")
    let result = try Program.run(
      TouchwayExecutable.url, ["trace", "--scene", scene, "--recording", scene])
    #expect(result.status == 2)
    #expect(
      result.errors == "\(scene):1: not a libinput recording: no `version:` at the top level\n")
  }
}
