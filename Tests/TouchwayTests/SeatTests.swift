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

  @Test func removingTheViewCancelsItsTouch() {
    let view = RecordingView("A", Rect(x: 10, y: 10, width: 100, height: 100), log: log)
    window.addSubview(view)
    seat.process(frame(0, TouchContact(id: 1, change: .down, location: Point(x: 20, y: 20))))
    view.removeFromSuperview()
    seat.process(frame(0.1, TouchContact(id: 1, change: .up)))
    #expect(log.lines == ["A touchesBegan 1", "A touchesCancelled 1"])
  }
}
