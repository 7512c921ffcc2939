import Testing
import Touchway

/// The seat's rules that the reference scenarios do not cover on their own.
@Suite struct SeatBehaviourTests {
  let scene = StandardScene()

  @Test func ignoringCancelsTouchesInFlight() {
    scene.down(0, (1, 240, 340))
    scene.seat.advance(to: 0.05)
    scene.application.beginIgnoringInteractionEvents()
    scene.up(0.1, 1)
    #expect(scene.log.lines == ["E touchesBegan 1", "E touchesCancelled 1"])
  }

  @Test func unbalancedEndIgnoringIsHarmless() {
    scene.application.endIgnoringInteractionEvents()
    #expect(!scene.application.isIgnoringInteractionEvents)
    scene.down(0, (1, 240, 340))
    #expect(scene.log.lines == ["E touchesBegan 1"])
  }

  @Test func deviceCancelEndsTheTouch() {
    scene.down(0, (1, 240, 340))
    scene.cancel(0.05, 1)
    scene.move(0.07, (1, 250, 340))
    #expect(scene.log.lines == ["E touchesBegan 1", "E touchesCancelled 1"])
  }

  @Test func removingTheWindowCancelsItsTouches() {
    scene.down(0, (1, 240, 340), (2, 60, 300))
    scene.application.removeWindow(scene.window)
    #expect(
      scene.log.lines == [
        "E touchesBegan 1", "C touchesBegan 2", "E touchesCancelled 1", "C touchesCancelled 2",
      ])
  }

  @Test func removingAViewDuringDeliveryCancelsAfterTheDelivery() {
    let e = scene["E"]
    e.onBegan = { _ in e.removeFromSuperview() }
    scene.down(0, (1, 240, 340))
    #expect(scene.log.lines == ["E touchesBegan 1", "E touchesCancelled 1"])
    #expect(scene.seat.activeTouches.isEmpty)
  }

  @Test func theSeatKeepsNoFinishedTouchOrItsViewAlive() {
    weak var view: View?
    do {
      let multi = RecordingView("M", Rect(x: 0, y: 0, width: 5, height: 5), log: scene.log)
      multi.isMultipleTouchEnabled = true
      scene.window.addSubview(multi)
      view = multi
      scene.down(0, (1, 1, 1), (2, 2, 2))
      scene.up(0.1, 1, 2)
      multi.removeFromSuperview()
    }
    #expect(view == nil)
  }

  @Test func tapCountFollowsTheConfiguredInterval() {
    scene.seat.configuration.tapInterval = 0.1
    var counts: [Int] = []
    scene["E"].onBegan = { counts.append($0.tapCount) }
    scene.down(0, (1, 240, 340))
    scene.up(0.05, 1)
    scene.down(0.2, (2, 240, 340))
    scene.up(0.22, 2)
    scene.down(0.25, (3, 240, 340))
    #expect(counts == [1, 1, 2])
  }

  @Test func tapsFarApartDoNotCount() {
    var counts: [Int] = []
    scene["E"].onBegan = { counts.append($0.tapCount) }
    scene["C"].onBegan = { counts.append($0.tapCount) }
    scene.down(0, (1, 240, 340))
    scene.up(0.05, 1)
    scene.down(0.1, (2, 60, 300))
    #expect(counts == [1, 1])
  }

  @Test func frontWindowOfAHigherLevelIsHitFirst() {
    let overlay = RecordingView("O", Rect(x: 0, y: 0, width: 400, height: 100), log: scene.log)
    let front = Window(frame: Rect(x: 0, y: 500, width: 400, height: 100), name: "F")
    front.addSubview(overlay)
    front.windowLevel = 1
    scene.application.addWindow(front)
    let back = Window(frame: Rect(x: 0, y: 500, width: 400, height: 100), name: "B2")
    scene.application.addWindow(back)
    #expect(scene.application.windows.map(\.name) == ["W", "B2", "F"])
    scene.down(0, (1, 10, 550))
    #expect(scene.log.lines == ["O touchesBegan 1"])
  }

  @Test func touchWithNoViewStaysInTheEventButReachesNoOne() {
    scene.down(0, (1, 240, 340), (2, 500, 900))
    #expect(scene.seat.activeTouches.count == 2)
    #expect(scene.seat.activeTouches.last?.view == nil)
  }

  @Test func locationsConvertBetweenViewsAndWindows() {
    let e = scene["E"]
    let a = scene["A"]
    #expect(e.convert(Point(x: 0, y: 0), to: nil) == Point(x: 210, y: 290))
    #expect(e.convert(Point(x: 0, y: 0), to: a) == Point(x: 200, y: 280))
    #expect(a.convert(Point(x: 200, y: 280), from: nil) == Point(x: 190, y: 270))
    scene["B"].bounds.origin = Point(x: 0, y: 10)
    #expect(e.convert(Point(x: 0, y: 0), to: nil) == Point(x: 210, y: 280))
  }

  @Test func stationaryTouchKeepsItsLocationsAndTimestamp() {
    let e = scene["E"]
    scene.down(0, (1, 240, 340), (2, 60, 300))
    scene.move(0.02, (1, 245, 340))
    scene.move(0.04, (2, 62, 300))
    let touch = scene.seat.activeTouches.first!
    #expect(touch.phase == .stationary)
    #expect(touch.location(in: e) == Point(x: 35, y: 50))
    #expect(touch.previousLocation(in: e) == Point(x: 30, y: 50))
    #expect(touch.timestamp == 0.02)
  }
}
