import Testing
import Touchway

@Suite struct SeatTests {
  let log = Log()
  let application = Application()
  let window: Window
  let seat: Seat

  init() {
    window = Window(frame: Rect(x: 0, y: 0, width: 400, height: 600), name: "W")
    application.addWindow(window)
    seat = Seat(application: application)
  }

  func frame(_ time: Double, _ contacts: TouchContact...) -> TouchFrame {
    TouchFrame(time: time, contacts: contacts)
  }

  @Test func tapIsDeliveredToTheHitView() {
    let view = RecordingView("A", Rect(x: 10, y: 10, width: 100, height: 100), log: log)
    window.addSubview(view)
    seat.process(frame(0, TouchContact(id: 1, change: .down, location: Point(x: 20, y: 20))))
    seat.process(frame(0.1, TouchContact(id: 1, change: .up)))
    #expect(log.lines == ["A touchesBegan 1", "A touchesEnded 1"])
  }

  @Test func aResponderCanPassOnPartOfItsTouches() {
    let view = PassingOnFirst("A", Rect(x: 0, y: 0, width: 100, height: 100), log: log)
    view.isMultipleTouchEnabled = true
    window.addSubview(view)
    seat.process(
      frame(
        0, TouchContact(id: 1, change: .down, location: Point(x: 20, y: 20)),
        TouchContact(id: 2, change: .down, location: Point(x: 30, y: 20))))
    #expect(view.passedOn.map(\.contactID) == [1])
  }

  @Test func removingTheViewCancelsItsTouch() {
    let view = RecordingView("A", Rect(x: 10, y: 10, width: 100, height: 100), log: log)
    window.addSubview(view)
    seat.process(frame(0, TouchContact(id: 1, change: .down, location: Point(x: 20, y: 20))))
    view.removeFromSuperview()
    seat.process(frame(0.1, TouchContact(id: 1, change: .up)))
    #expect(log.lines == ["A touchesBegan 1", "A touchesCancelled 1"])
  }
}

/// A view that passes only its first touch on to its next responder.
final class PassingOnFirst: RecordingView {
  var passedOn: [Touch] = []

  override func touchesBegan(_ touches: TouchSet, with event: TouchEvent) {
    let first = TouchSet(touches.prefix(1))
    passedOn = Array(first)
    next?.touchesBegan(first, with: event)
  }
}
