import Glibc
import Testing

@testable import TouchwayDRM

/// The output's state machine: which buffer is drawn when, and what pauses and failures do.
@Suite struct FrameScheduleTests {
  var schedule = FrameSchedule()

  @Test mutating func theFirstFrameSetsTheModeThenNothingIsDueUntilAChange() {
    #expect(schedule.nextAction == .setMode(buffer: 0))
    schedule.didSetMode(buffer: 0)
    #expect(schedule.nextAction == nil)
    #expect(schedule.isIdle)
    schedule.setNeedsDisplay()
    #expect(schedule.nextAction == .flip(buffer: 1))
  }

  @Test mutating func framesAlternateBuffersAndWaitForTheFlip() {
    schedule.didSetMode(buffer: 0)
    schedule.setNeedsDisplay()
    schedule.didQueueFlip(buffer: 1)
    schedule.setNeedsDisplay()
    #expect(schedule.nextAction == nil, "buffer 0 is on screen until the flip completes")
    #expect(!schedule.isIdle)
    schedule.flipCompleted()
    #expect(schedule.front == 1)
    #expect(schedule.nextAction == .flip(buffer: 0))
  }

  @Test mutating func aScreenshotShowsTheLastFrameDrawnEvenBeforeItsFlipCompletes() {
    #expect(schedule.composed == nil)
    schedule.didSetMode(buffer: 0)
    #expect(schedule.composed == 0)
    schedule.setNeedsDisplay()
    schedule.didQueueFlip(buffer: 1)
    #expect(schedule.composed == 1)
    #expect(schedule.front == 0)
  }

  @Test mutating func aCompletionWithNoFlipPendingIsIgnored() {
    schedule.didSetMode(buffer: 0)
    schedule.flipCompleted()
    #expect(schedule.front == 0)
    #expect(schedule.isIdle)
  }

  @Test mutating func aPauseStopsFramesAndAResumeSetsTheModeAgain() {
    schedule.didSetMode(buffer: 0)
    schedule.pause()
    schedule.setNeedsDisplay()
    #expect(schedule.state == .paused)
    #expect(schedule.nextAction == nil)
    #expect(schedule.isIdle)
    schedule.resume()
    #expect(schedule.state == .active)
    #expect(schedule.nextAction == .setMode(buffer: 1))
  }

  @Test mutating func aResumeWaitsForAFlipQueuedBeforeThePause() {
    schedule.didSetMode(buffer: 0)
    schedule.setNeedsDisplay()
    schedule.didQueueFlip(buffer: 1)
    schedule.pause()
    schedule.resume()
    #expect(schedule.nextAction == nil)
    schedule.flipCompleted()
    #expect(schedule.nextAction == .setMode(buffer: 0))
  }

  @Test mutating func aFailedFlipIsRetriedBySettingTheMode() {
    schedule.didSetMode(buffer: 0)
    schedule.setNeedsDisplay()
    schedule.actionFailed(.callFailed(call: "drmModePageFlip", errno: EINVAL))
    #expect(schedule.state == .active)
    #expect(schedule.nextAction == .setMode(buffer: 1))
  }

  @Test mutating func failingToSetTheModeLosesTheOutput() {
    schedule.actionFailed(.callFailed(call: "drmModeSetCrtc", errno: EINVAL))
    #expect(schedule.state == .lost)
    #expect(schedule.nextAction == nil)
  }

  @Test mutating func losingTheDisplayToAnotherProcessWaitsForAResume() {
    schedule.didSetMode(buffer: 0)
    schedule.setNeedsDisplay()
    schedule.actionFailed(.callFailed(call: "drmModePageFlip", errno: EACCES))
    #expect(schedule.state == .paused)
    schedule.pause()
    schedule.resume()
    #expect(schedule.nextAction == .setMode(buffer: 1))
  }

  @Test(arguments: [ENODEV, ENXIO])
  mutating func aDeviceThatIsGoneLosesTheOutputForGood(_ code: Int32) {
    schedule.didSetMode(buffer: 0)
    schedule.setNeedsDisplay()
    schedule.actionFailed(.callFailed(call: "drmModePageFlip", errno: code))
    #expect(schedule.state == .lost)
    schedule.resume()
    schedule.pause()
    schedule.lose()
    #expect(schedule.state == .lost)
    #expect(schedule.nextAction == nil)
    #expect(schedule.isIdle)
  }
}
