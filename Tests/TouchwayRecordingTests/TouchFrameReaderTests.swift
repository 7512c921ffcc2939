import Testing
import Touchway
import TouchwayRecording
import TouchwayTestSupport

@Suite struct TouchFrameReaderTests {
  private func frames(
    _ path: String, output: Rect, transform: OutputTransform = .normal
  ) throws -> [TouchFrame] {
    let replay = try TouchFrameReader(path: path, output: output, transform: transform)
    var frame = TouchFrame(time: -1)
    var frames: [TouchFrame] = []
    while try replay.nextFrame(into: &frame) { frames.append(frame) }
    return frames
  }

  @Test func framesIdentifyFingersBySeatSlotAndPlaceThemOnTheOutput() throws {
    // 800 × 480 points at (100, 50) for a 0…799 × 0…479 device: one point per unit.
    let frames = try frames(
      Recordings.recording("atmel-2-fingers-touch-release"),
      output: Rect(x: 100, y: 50, width: 800, height: 480))
    #expect(frames.count == 16)
    #expect(frames[0].time == 0)
    #expect(
      frames[0].contacts == [TouchContact(id: 0, change: .down, location: Point(x: 639, y: 217))])
    #expect(frames[1].time == 0.054564)
    #expect(
      frames[1].contacts == [TouchContact(id: 1, change: .down, location: Point(x: 322, y: 356))])
    #expect(
      frames[7].contacts == [
        TouchContact(id: 0, change: .motion, location: Point(x: 635, y: 230)),
        TouchContact(id: 1, change: .motion, location: Point(x: 328, y: 368)),
      ])
    #expect(frames[14].contacts == [TouchContact(id: 1, change: .up)])
    #expect(frames[15].contacts == [TouchContact(id: 0, change: .up)])
    #expect(frames[15].time == 0.824235)
  }

  @Test func aTurnedOutputTurnsTheReplayedTouches() throws {
    // The 800 × 480 panel turned by 90°: a 480 × 800 output at (100, 50).
    let frames = try frames(
      Recordings.recording("atmel-2-fingers-touch-release"),
      output: Rect(x: 100, y: 50, width: 480, height: 800), transform: .rotated90)
    // The panel's (539, 167) shows at (480 - 167, 539) on the turned screen.
    #expect(
      frames[0].contacts == [TouchContact(id: 0, change: .down, location: Point(x: 413, y: 589))])
  }

  @Test func eventsLibinputLeavesWithoutAFrameEndTheReplayInOne() throws {
    let frames = try frames(
      Scenario.protocolAOverflow.write(), output: Rect(x: 0, y: 0, width: 100, height: 100))
    let last = try #require(frames.last)
    #expect(last.time == 0.04)
    #expect(Array(last.contacts) == (0..<9).map { TouchContact(id: $0, change: .up) })
  }
}
