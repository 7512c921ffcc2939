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

  @Test func drainingAFrameDeliversItAndEmptiesIt() {
    window.addSubview(RecordingView("A", Rect(x: 10, y: 10, width: 100, height: 100), log: log))
    var input = frame(0, TouchContact(id: 1, change: .down, location: Point(x: 20, y: 20)))
    seat.process(draining: &input)
    #expect(input.contacts.isEmpty)
    input.time = 0.1
    input.append(TouchContact(id: 1, change: .up))
    seat.process(draining: &input)
    #expect(input.contacts.isEmpty)
    #expect(log.lines == ["A touchesBegan 1", "A touchesEnded 1"])
  }

  /// The seat hands every steady motion frame's view the same set, kept until a touch
  /// begins or ends: a set a responder keeps still holds the touches it was given.
  @Test func aKeptSetOfMovedTouchesKeepsItsTouches() {
    let view = KeepingMoved("A", Rect(x: 0, y: 0, width: 100, height: 100), log: log)
    view.isMultipleTouchEnabled = true
    window.addSubview(view)
    seat.process(frame(0, TouchContact(id: 1, change: .down, location: Point(x: 20, y: 20))))
    seat.process(frame(0.1, TouchContact(id: 1, change: .motion, location: Point(x: 21, y: 20))))
    seat.process(frame(0.2, TouchContact(id: 1, change: .motion, location: Point(x: 22, y: 20))))
    seat.process(
      frame(
        0.3, TouchContact(id: 1, change: .motion, location: Point(x: 23, y: 20)),
        TouchContact(id: 2, change: .down, location: Point(x: 40, y: 20))))
    seat.process(
      frame(
        0.4, TouchContact(id: 1, change: .motion, location: Point(x: 24, y: 20)),
        TouchContact(id: 2, change: .motion, location: Point(x: 41, y: 20))))
    seat.process(frame(0.5, TouchContact(id: 1, change: .up), TouchContact(id: 2, change: .up)))
    #expect(view.kept.map { $0.map(\.contactID) } == [[1], [1], [1], [1, 2]])
  }
}

/// A view that keeps every set its `touchesMoved` gets.
final class KeepingMoved: RecordingView {
  var kept: [TouchSet] = []

  override func touchesMoved(_ touches: TouchSet, with event: TouchEvent) {
    kept.append(touches)
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
