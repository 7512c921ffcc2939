import Testing
import Touchway

@testable import TouchwayKiosk

@Suite struct EdgeSwipeGestureTests {
  let application = Application()
  let client = PhaseLogView(frame: Rect(x: 0, y: 0, width: 800, height: 480))
  let seat: Seat
  var actions = 0
  let screen = Size(width: 800, height: 480)

  init() {
    let window = Window(frame: Rect(x: 0, y: 0, width: 800, height: 480))
    window.addSubview(client)
    application.addWindow(window)
    seat = Seat(application: application)
  }

  func install(_ edge: ScreenEdge) -> Counter {
    let counter = Counter()
    EdgeSwipeGesture(edge: edge, screen: screen) { counter.value += 1 }.install(in: application)
    return counter
  }

  func drag(id: Int = 0, from start: Point, through points: [Point], startTime: Double = 0) {
    seat.process(
      TouchFrame(time: startTime, contacts: [TouchContact(id: id, change: .down, location: start)]))
    for (index, point) in points.enumerated() {
      seat.process(
        TouchFrame(
          time: startTime + 0.016 * Double(index + 1),
          contacts: [TouchContact(id: id, change: .motion, location: point)]))
    }
    seat.process(TouchFrame(time: startTime + 1, contacts: [TouchContact(id: id, change: .up)]))
  }

  @Test func aSwipeFromTheLeftEdgeRunsTheActionAndCancelsTheClientsTouch() {
    let backs = install(.left)
    drag(
      from: Point(x: 5, y: 200),
      through: [Point(x: 30, y: 202), Point(x: 80, y: 205), Point(x: 150, y: 210)])
    #expect(backs.value == 1)
    #expect(client.calls == ["began:0", "moved:0", "cancelled:0"])
  }

  @Test func aDragThatStartsAwayFromTheEdgeIsTheClients() {
    let backs = install(.left)
    drag(from: Point(x: 100, y: 200), through: [Point(x: 200, y: 200), Point(x: 300, y: 200)])
    #expect(backs.value == 0)
    #expect(client.calls == ["began:0", "moved:0", "moved:0", "ended:0"])
  }

  @Test func aFingerThatRunsAlongTheEdgeIsNotASwipe() {
    let backs = install(.left)
    drag(from: Point(x: 5, y: 100), through: [Point(x: 10, y: 200), Point(x: 90, y: 210)])
    #expect(backs.value == 0)
    #expect(client.calls.last == "ended:0")
  }

  @Test func aShortSwipeThatLiftsIsAnOrdinaryTouch() {
    let backs = install(.left)
    drag(from: Point(x: 5, y: 100), through: [Point(x: 40, y: 100)])
    #expect(backs.value == 0)
    #expect(client.calls == ["began:0", "moved:0", "ended:0"])
  }

  @Test(arguments: [
    (ScreenEdge.right, Point(x: 795, y: 240), Point(x: 700, y: 240)),
    (.top, Point(x: 400, y: 3), Point(x: 400, y: 100)),
    (.bottom, Point(x: 400, y: 478), Point(x: 410, y: 380)),
  ])
  func otherEdgesSwipeInwards(edge: ScreenEdge, start: Point, end: Point) {
    let swipes = install(edge)
    drag(from: start, through: [end])
    #expect(swipes.value == 1)
    #expect(client.calls.last == "cancelled:0")
  }

  @Test func laterFingersAfterASwipeAreTheClientsAgain() {
    let backs = install(.left)
    drag(from: Point(x: 5, y: 200), through: [Point(x: 150, y: 200)])
    drag(id: 1, from: Point(x: 300, y: 200), through: [Point(x: 320, y: 200)], startTime: 2)
    #expect(backs.value == 1)
    #expect(client.calls.suffix(3) == ["began:1", "moved:1", "ended:1"])
  }
}

/// Counts calls from a closure.
final class Counter {
  var value = 0
}
