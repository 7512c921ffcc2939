import Testing
import Touchway
import TouchwayKiosk

@Suite struct ReplaySchedulerTests {
  /// Three frames recorded at 10.0 s, 10.5 s and 12.0 s.
  let recorded = [
    TouchFrame(
      time: 10.0, contacts: [TouchContact(id: 0, change: .down, location: Point(x: 1, y: 2))]),
    TouchFrame(
      time: 10.5, contacts: [TouchContact(id: 0, change: .motion, location: Point(x: 3, y: 4))]),
    TouchFrame(time: 12.0, contacts: [TouchContact(id: 0, change: .up)]),
  ]

  func release(_ scheduler: inout ReplayScheduler, at now: TimeInterval) -> [TouchFrame] {
    var released: [TouchFrame] = []
    scheduler.releaseDue(at: now) { released.append($0) }
    return released
  }

  @Test func framesComeOutAtTheirRecordedSpacingFromTheStart() {
    var scheduler = ReplayScheduler(frames: recorded, start: 100)
    #expect(scheduler.nextDeadline == 100)
    #expect(release(&scheduler, at: 99.9).isEmpty)
    #expect(release(&scheduler, at: 100).map(\.time) == [100])
    #expect(scheduler.nextDeadline == 100.5)
    #expect(release(&scheduler, at: 100.49).isEmpty)
    #expect(release(&scheduler, at: 100.5).map(\.time) == [100.5])
    #expect(scheduler.nextDeadline == 102)
  }

  @Test func aLateLoopGetsEveryDueFrameInOrderAtItsDueTime() {
    var scheduler = ReplayScheduler(frames: recorded, start: 100)
    let frames = release(&scheduler, at: 103)
    #expect(frames.map(\.time) == [100, 100.5, 102])
    #expect(frames.map(\.contacts) == recorded.map(\.contacts))
    #expect(scheduler.isFinished)
    #expect(scheduler.nextDeadline == nil)
  }

  @Test func speedDividesTheGaps() {
    var scheduler = ReplayScheduler(frames: recorded, speed: 4, start: 0)
    #expect(release(&scheduler, at: 0).map(\.time) == [0])
    #expect(scheduler.nextDeadline == 0.125)
    #expect(release(&scheduler, at: 0.5).map(\.time) == [0.125, 0.5])
  }

  @Test func infiniteSpeedReleasesEverythingAtOnce() {
    var scheduler = ReplayScheduler(frames: recorded, speed: .infinity, start: 7)
    #expect(release(&scheduler, at: 7).map(\.time) == [7, 7, 7])
  }

  @Test func theFinalDeadlineIsTheLastFramesDueTime() {
    #expect(ReplayScheduler(frames: recorded, speed: 2, start: 100).finalDeadline == 101)
  }

  @Test func anEmptyRecordingIsFinishedAtOnce() {
    let scheduler = ReplayScheduler(frames: [], start: 0)
    #expect(scheduler.isFinished && scheduler.nextDeadline == nil)
    #expect(scheduler.finalDeadline == nil)
    #expect(scheduler.recordedDuration == 0)
  }

  @Test func progressCountsReleasedFrames() {
    var scheduler = ReplayScheduler(frames: recorded, start: 0)
    _ = release(&scheduler, at: 0.5)
    #expect(scheduler.releasedCount == 2)
    #expect(scheduler.recordedDuration == 2)
  }
}
