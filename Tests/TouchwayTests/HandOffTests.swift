import Testing
import Touchway

/// A view that gives up touches it began with and passes their later phases on (R38).
private final class GivingUpView: RecordingView {
  var givenUp: [Touch] = []

  func giveUp(_ touch: Touch, in seat: Seat) {
    givenUp.append(touch)
    seat.handOff(touch, to: next!)
  }

  override func touchesMoved(_ touches: TouchSet, with event: TouchEvent) {
    let (kept, passed) = split(touches)
    if !kept.isEmpty { super.touchesMoved(kept, with: event) }
    if !passed.isEmpty { next?.touchesMoved(passed, with: event) }
  }

  override func touchesEnded(_ touches: TouchSet, with event: TouchEvent) {
    let (kept, passed) = split(touches)
    if !kept.isEmpty { super.touchesEnded(kept, with: event) }
    if !passed.isEmpty { next?.touchesEnded(passed, with: event) }
  }

  override func touchesCancelled(_ touches: TouchSet, with event: TouchEvent) {
    let (kept, passed) = split(touches)
    if !kept.isEmpty { super.touchesCancelled(kept, with: event) }
    if !passed.isEmpty { next?.touchesCancelled(passed, with: event) }
  }

  private func split(_ touches: TouchSet) -> (kept: TouchSet, passed: TouchSet) {
    let passed = touches.filter { touch in givenUp.contains { $0 === touch } }
    let kept = touches.filter { touch in !givenUp.contains { $0 === touch } }
    return (TouchSet(kept), TouchSet(passed))
  }
}

/// ``Seat/handOff(_:to:)``: a view gives up a touch it had, and the next responder gets it
/// as if it had been hit first.
@Suite struct HandOffTests {
  let scene = StandardScene()
  private let giver: GivingUpView

  init() {
    giver = GivingUpView("G", Rect(x: 20, y: 20, width: 100, height: 100), log: scene.log)
    scene["A"].addSubview(giver)
  }

  @Test func theNextResponderGetsTheTouchBeganWhereItIsNow() throws {
    var shown: [(Touch.Phase, Point, Point)] = []
    scene["A"].onBegan = {
      shown.append(($0.phase, $0.location(in: nil), $0.previousLocation(in: nil)))
    }
    scene.down(0, (1, 40, 40))
    scene.move(0.02, (1, 50, 45))
    let touch = try #require(scene.seat.activeTouches.first)
    giver.giveUp(touch, in: scene.seat)
    scene.move(0.04, (1, 60, 45))
    scene.up(0.06, 1)
    #expect(
      scene.log.lines == [
        "G touchesBegan 1", "G touchesMoved 1", "A touchesBegan 1", "A touchesMoved 1",
        "A touchesEnded 1",
      ])
    #expect(shown.count == 1)
    #expect(shown.first?.0 == .began)
    #expect(shown.first?.1 == Point(x: 50, y: 45))
    #expect(shown.first?.2 == Point(x: 50, y: 45))
    // Outside the callback the touch is what it was.
    #expect(touch.location(in: nil) == Point(x: 60, y: 45))
  }

  @Test func observersSeeTheHandOffAsADelivery() throws {
    final class Deliveries: SeatObserver {
      var lines: [String] = []
      func seat(_ seat: Seat, willDeliver phase: Touch.Phase, _ touches: TouchSet, to view: View) {
        lines.append("\(view.name ?? "?") \(phase)")
      }
    }
    let deliveries = Deliveries()
    scene.seat.addObserver(deliveries)
    scene.down(0, (1, 40, 40))
    giver.giveUp(try #require(scene.seat.activeTouches.first), in: scene.seat)
    scene.up(0.02, 1)
    #expect(deliveries.lines == ["G began", "A began", "G ended"])
  }

  @Test func itsRecognizersKeepTheTouch() throws {
    let pan = scene.attach(PanGestureRecognizer(), "pan", to: "R")
    scene.down(0, (1, 40, 40))
    let touch = try #require(scene.seat.activeTouches.first)
    giver.giveUp(touch, in: scene.seat)
    #expect(touch.gestureRecognizers.map { $0 === pan } == [true])
    scene.move(0.02, (1, 80, 40))
    #expect(scene.log.lines.contains("pan possible->began"))
    #expect(scene.log.lines.suffix(2) == ["A touchesCancelled 1", "pan action began"])
  }

  @Test func duringADeliveryItWaitsUntilTheDeliveryIsOver() {
    giver.onBegan = { [giver, scene] touch in giver.giveUp(touch, in: scene.seat) }
    scene.down(0, (1, 40, 40))
    #expect(scene.log.lines == ["G touchesBegan 1", "A touchesBegan 1"])
  }

  @Test func aTouchTheViewNeverHadStaysWhereItIs() throws {
    scene.down(0, (1, 40, 40), (2, 50, 50))  // G takes one touch at a time: 2 is withheld.
    let withheld = try #require(scene.seat.activeTouches.last)
    giver.giveUp(withheld, in: scene.seat)
    scene.up(0.02, 2)
    #expect(scene.log.lines == ["G touchesBegan 1"])
  }
}

/// ``View/gestureRecognizer(_:shouldReceive:)``: the hit view keeps recognizers off its
/// touches.
@Suite struct ViewShouldReceiveTests {
  private final class ExcludingView: RecordingView {
    override func gestureRecognizer(_ recognizer: GestureRecognizer, shouldReceive touch: Touch)
      -> Bool
    {
      recognizer.systemGesture == nil || touch.location(in: self).x >= 10
    }
  }

  let scene = StandardScene()

  @Test func aSystemGestureNeverSeesATouchThatBeganInTheExcludedPart() {
    let view = ExcludingView("X", Rect(x: 0, y: 0, width: 100, height: 100), log: scene.log)
    scene["R"].addSubview(view)
    let edge = scene.attach(ScreenEdgePanGestureRecognizer(), "edge", to: "R")
    edge.edges = .left
    edge.systemGesture = .back
    let pan = scene.attach(PanGestureRecognizer(), "pan", to: "R")
    scene.down(0, (1, 5, 50))
    let touch = scene.seat.activeTouches.first
    #expect(touch?.gestureRecognizers.map { $0 === pan } == [true])
    scene.up(0.02, 1)
    scene.down(0.5, (2, 15, 50))
    #expect(scene.seat.activeTouches.first?.gestureRecognizers.count == 2)
  }
}
