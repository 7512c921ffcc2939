import Testing
import Touchway

/// A view that runs `onMoved` after logging its moved touches: another seat's work in the
/// middle of this seat's delivery.
private final class InterruptingView: RecordingView {
  var onMoved: () -> Void = {}

  override func touchesMoved(_ touches: TouchSet, with event: TouchEvent) {
    super.touchesMoved(touches, with: event)
    onMoved()
  }
}

/// Several seats on one application deliver independently: nothing one seat's delivery
/// keeps track of is seen by another's.
@Suite struct MultiSeatTests {
  let log = Log()
  let application = Application()
  let left = Window(frame: Rect(x: 0, y: 0, width: 200, height: 600), name: "W1")
  let right = Window(frame: Rect(x: 200, y: 0, width: 200, height: 600), name: "W2")
  fileprivate let one: InterruptingView
  let two: RecordingView
  let first: Seat
  let second: Seat

  init() {
    one = InterruptingView("V1", Rect(x: 0, y: 0, width: 200, height: 600), log: log)
    two = RecordingView("V2", Rect(x: 0, y: 0, width: 200, height: 600), log: log)
    left.addSubview(one)
    right.addSubview(two)
    application.addWindow(left)
    application.addWindow(right)
    first = Seat(application: application)
    second = Seat(application: application)
  }

  private func send(_ seat: Seat, _ time: Double, _ change: TouchContact.Change, x: Double = 0) {
    let location = change == .up ? nil : Point(x: x, y: 300)
    seat.process(
      TouchFrame(time: time, contacts: [TouchContact(id: 1, change: change, location: location)]))
  }

  @Test func interleavedFramesReachEachSeatsViews() {
    send(first, 0, .down, x: 50)
    send(second, 0, .down, x: 250)
    send(first, 0.01, .motion, x: 60)
    send(second, 0.01, .motion, x: 260)
    send(first, 0.02, .up)
    send(second, 0.02, .up)
    #expect(
      log.lines == [
        "V1 touchesBegan 1", "V2 touchesBegan 1", "V1 touchesMoved 1", "V2 touchesMoved 1",
        "V1 touchesEnded 1", "V2 touchesEnded 1",
      ])
  }

  @Test func aFrameOfOneSeatInsideAnothersDeliveryLeavesThatDeliveryAlone() {
    send(first, 0, .down, x: 50)
    send(second, 0, .down, x: 250)
    one.onMoved = { [second] in
      second.process(
        TouchFrame(
          time: 0.01,
          contacts: [TouchContact(id: 1, change: .motion, location: Point(x: 260, y: 300))]))
    }
    send(first, 0.01, .motion, x: 60)
    one.onMoved = {}
    send(first, 0.02, .up)
    send(second, 0.02, .up)
    #expect(
      log.lines == [
        "V1 touchesBegan 1", "V2 touchesBegan 1", "V1 touchesMoved 1", "V2 touchesMoved 1",
        "V1 touchesEnded 1", "V2 touchesEnded 1",
      ])
  }

  @Test func removingAnotherSeatsViewDuringADeliveryCancelsOnlyThatSeatsTouch() {
    send(first, 0, .down, x: 50)
    send(second, 0, .down, x: 250)
    one.onMoved = { [two] in two.removeFromSuperview() }
    send(first, 0.01, .motion, x: 60)
    send(first, 0.02, .up)
    send(second, 0.02, .up)
    #expect(
      log.lines == [
        "V1 touchesBegan 1", "V2 touchesBegan 1", "V1 touchesMoved 1", "V2 touchesCancelled 1",
        "V1 touchesEnded 1",
      ])
  }

  @Test func removingAViewBothSeatsTouchCancelsEachSeatsTouchOnce() {
    one.isMultipleTouchEnabled = true
    send(first, 0, .down, x: 50)
    send(second, 0, .down, x: 60)
    one.onMoved = { [one] in one.removeFromSuperview() }
    send(first, 0.01, .motion, x: 70)
    send(first, 0.02, .up)
    send(second, 0.02, .up)
    #expect(
      log.lines == [
        "V1 touchesBegan 1", "V1 touchesBegan 1", "V1 touchesMoved 1", "V1 touchesCancelled 1",
        "V1 touchesCancelled 1",
      ])
  }

  @Test func aRecognizerFollowsOneSeatsTouchesAtATime() {
    let tap = TapGestureRecognizer(name: "gT")
    one.addGestureRecognizer(tap)
    first.addObserver(log)
    second.addObserver(log)
    log.watch(tap)
    send(first, 0, .down, x: 50)
    send(second, 0.01, .down, x: 60)
    send(second, 0.02, .up)
    send(first, 0.03, .up)
    #expect(
      log.lines == [
        "V1 touchesBegan 1", "V1 touchesBegan 1", "V1 touchesEnded 1", "gT possible->recognized",
        "V1 touchesCancelled 1", "gT action recognized",
      ])
  }
}
