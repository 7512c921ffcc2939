import Testing
import Touchway

/// Application- and window-level interception: observers and `sendEvent` overrides see
/// every event first and may consume it, and a consumed touch still ends for its view.
@Suite struct InterceptionTests {
  let scene = StandardScene()

  @Test func applicationObserverSeesEveryEventBeforeTheViews() {
    var seen: [Int] = []
    scene.application.addEventObserver { event in
      seen.append(event.allTouches.count)
      return .deliver
    }
    scene.down(0, (1, 240, 340))
    scene.up(0.1, 1)
    #expect(seen == [1, 1])
    #expect(scene.log.lines == ["E touchesBegan 1", "E touchesEnded 1"])
  }

  @Test func consumingTheFirstFrameHidesTheWholeTouch() {
    scene.application.addEventObserver { _ in .consume }
    scene.down(0, (1, 240, 340))
    scene.move(0.05, (1, 250, 340))
    scene.up(0.1, 1)
    #expect(scene.log.lines.isEmpty)
    #expect(scene.seat.activeTouches.isEmpty)
  }

  @Test func consumingALaterFrameCancelsTheTouchInItsView() {
    var consume = false
    scene.window.addEventObserver { _ in consume ? .consume : .deliver }
    scene.down(0, (1, 240, 340))
    consume = true
    scene.move(0.05, (1, 250, 340))
    consume = false
    scene.move(0.07, (1, 260, 340))
    scene.up(0.1, 1)
    #expect(scene.log.lines == ["E touchesBegan 1", "E touchesCancelled 1"])
  }

  @Test func windowThatDoesNotCallSuperConsumes() {
    let application = Application()
    let window = SwallowingWindow(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    let log = Log()
    window.addSubview(RecordingView("V", Rect(x: 0, y: 0, width: 100, height: 100), log: log))
    application.addWindow(window)
    let seat = Seat(application: application)
    seat.process(
      TouchFrame(
        time: 0, contacts: [TouchContact(id: 1, change: .down, location: Point(x: 5, y: 5))]))
    window.swallowing = true
    seat.process(
      TouchFrame(
        time: 0.1, contacts: [TouchContact(id: 1, change: .motion, location: Point(x: 9, y: 5))]))
    #expect(log.lines == ["V touchesBegan 1", "V touchesCancelled 1"])
  }

  /// In a frame of two windows, the one that swallows the event has its touch cancelled in
  /// its view, while the other's view gets its move: one pass, views after every window.
  @Test func aWindowThatSwallowsLosesOnlyItsOwnTouches() {
    let application = Application()
    let log = Log()
    let swallowing = SwallowingWindow(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    swallowing.addSubview(RecordingView("S", Rect(x: 0, y: 0, width: 100, height: 100), log: log))
    let passing = Window(frame: Rect(x: 100, y: 0, width: 100, height: 100))
    passing.addSubview(RecordingView("P", Rect(x: 0, y: 0, width: 100, height: 100), log: log))
    application.addWindow(swallowing)
    application.addWindow(passing)
    let seat = Seat(application: application)
    func contact(_ id: Int, _ change: TouchContact.Change, _ x: Double) -> TouchContact {
      TouchContact(id: id, change: change, location: Point(x: x, y: 5))
    }
    seat.process(TouchFrame(time: 0, contacts: [contact(1, .down, 5), contact(2, .down, 105)]))
    swallowing.swallowing = true
    seat.process(
      TouchFrame(time: 0.1, contacts: [contact(1, .motion, 9), contact(2, .motion, 109)]))
    #expect(
      log.lines == [
        "S touchesBegan 1", "P touchesBegan 2", "P touchesMoved 2", "S touchesCancelled 1",
      ])
  }
}

/// A window whose `sendEvent` override swallows events when asked to.
final class SwallowingWindow: Window {
  var swallowing = false

  override func sendEvent(_ event: TouchEvent) {
    if !swallowing { super.sendEvent(event) }
  }
}
