import Testing

@testable import touch_demo_client

@Suite struct ResponderMessageTests {
  @Test func eachEventPrintsOneStableLine() {
    #expect(ResponderMessage.released(id: 2).line == "released id=2")
    #expect(ResponderMessage.taken(gesture: "back").line == "taken gesture=back")
  }

  @Test func gesturesHaveTheProtocolsNames() {
    #expect(
      (0...4).map { ResponderMessage.gestureName($0) } == [
        "back", "home", "switcher", "other", "unknown(4)",
      ])
  }
}

@Suite struct DeclinedPointsTests {
  @Test func aDeclinedPointsEventsAreItsUntilReleased() {
    var points = DeclinedPoints()
    points.insert(1)
    let down = points.contains(.down(serial: 3, time: 0, id: 1, x: 2, y: 2))
    let motion = points.contains(.motion(time: 5, id: 1, x: 3, y: 2))
    let otherMotion = points.contains(.motion(time: 5, id: 0, x: 3, y: 2))
    points.release(1)
    let downAfterRelease = points.contains(.down(serial: 9, time: 9, id: 1, x: 2, y: 2))
    #expect([down, motion, otherMotion, downAfterRelease] == [true, true, false, false])
  }

  @Test func anUpOrCancelEndsADeclineThatCameTooLate() {
    var points = DeclinedPoints()
    points.insert(1)
    points.insert(2)
    let up = points.contains(.up(serial: 4, time: 8, id: 1))
    let afterUp = points.contains(.motion(time: 9, id: 1, x: 0, y: 0))
    let cancel = points.contains(.cancel)
    let afterCancel = points.contains(.motion(time: 9, id: 2, x: 0, y: 0))
    #expect([up, afterUp, cancel, afterCancel] == [true, false, false, false])
  }
}
