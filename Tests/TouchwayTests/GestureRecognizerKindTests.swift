import Testing
import Touchway

/// Each built-in recognizer on its own: its parameters, values and failure conditions.
@Suite struct GestureRecognizerKindTests {
  let scene = StandardScene()

  private func transitions() -> [String] { scene.log.lines.filter { $0.contains("->") } }

  @Test func tapFailsWhenAnExtraFingerTouches() {
    _ = scene.attach(TapGestureRecognizer(), "tap", to: "E")
    scene["E"].isMultipleTouchEnabled = true
    scene.down(0, (1, 230, 320))
    scene.down(0.02, (2, 250, 360))
    scene.up(0.05, 1, 2)
    scene.finish()
    #expect(transitions() == ["tap possible->failed"])
  }

  @Test func doubleTapFailsWhenTheSecondTapComesTooLate() {
    let tap = scene.attach(TapGestureRecognizer(), "tap", to: "E")
    tap.numberOfTapsRequired = 2
    scene.down(0, (1, 240, 340))
    scene.up(0.08, 1)
    scene.down(0.5, (2, 240, 340))
    scene.up(0.58, 2)
    scene.finish()
    // The timer fires at 0.08 + 0.35 = 0.43; the view then gets the withheld end late.
    #expect(
      scene.log.lines.prefix(3) == ["E touchesBegan 1", "tap possible->failed", "E touchesEnded 1"])
    #expect(
      scene.log.lines.suffix(3) == ["E touchesBegan 2", "tap possible->failed", "E touchesEnded 2"])
  }

  @Test func longPressFailsWhenTheFingerMovesFirst() {
    _ = scene.attach(LongPressGestureRecognizer(), "press", to: "E")
    scene.down(0, (1, 240, 340))
    scene.move(0.2, (1, 255, 340))
    scene.up(0.7, 1)
    scene.finish()
    #expect(transitions() == ["press possible->failed"])
    #expect(scene.log.lines.last == "E touchesEnded 1")
  }

  @Test func longPressWaitsForItsDuration() {
    let press = scene.attach(LongPressGestureRecognizer(), "press", to: "E")
    press.minimumPressDuration = 1
    scene.down(0, (1, 240, 340))
    scene.seat.advance(to: 0.99)
    #expect(press.state == .possible)
    scene.seat.advance(to: 1)
    #expect(press.state == .began)
  }

  @Test func panNeedsItsMinimumNumberOfFingers() {
    let pan = scene.attach(PanGestureRecognizer(), "pan", to: "E")
    pan.minimumNumberOfTouches = 2
    scene["E"].isMultipleTouchEnabled = true
    scene.down(0, (1, 230, 320))
    scene.move(0.02, (1, 230, 350))
    #expect(pan.state == .possible)
    scene.down(0.04, (2, 250, 360))
    scene.move(0.06, (1, 230, 370), (2, 250, 380))
    #expect(pan.state == .began)
    #expect(pan.translation(in: nil) == Point(x: 0, y: 50))
    // Over the last move, from 0.02 s (30 pt) to 0.06 s (50 pt).
    #expect(abs(pan.velocity(in: nil).y - 500) < 1e-9)
  }

  @Test func panIgnoresFingersBeyondItsMaximum() {
    let pan = scene.attach(PanGestureRecognizer(), "pan", to: "E")
    pan.maximumNumberOfTouches = 1
    scene["E"].isMultipleTouchEnabled = true
    scene.down(0, (1, 230, 320), (2, 250, 360))
    #expect(pan.numberOfTouches == 1)
  }

  @Test func swipeInTheWrongDirectionFails() {
    let swipe = scene.attach(SwipeGestureRecognizer(), "swipe", to: "B")
    swipe.direction = .left
    scene.down(0, (1, 220, 340))
    scene.move(0.02, (1, 250, 340))
    #expect(swipe.state == .failed)
  }

  @Test func swipeRecognizesAFastStrokeDown() {
    let swipe = scene.attach(SwipeGestureRecognizer(), "swipe", to: "B")
    swipe.direction = .down
    scene.down(0, (1, 100, 260))
    scene.move(0.02, (1, 102, 290))
    scene.move(0.04, (1, 104, 320))
    #expect(transitions() == ["swipe possible->recognized"])
  }

  @Test func pinchReportsScaleAndVelocity() {
    let pinch = scene.attach(PinchGestureRecognizer(), "pinch", to: "E")
    var scales: [Double] = []
    pinch.addTarget { scales.append(($0 as! PinchGestureRecognizer).scale) }
    scene["E"].isMultipleTouchEnabled = true
    scene.down(0, (1, 220, 340), (2, 260, 340))
    scene.move(0.1, (1, 210, 340), (2, 270, 340))
    #expect(pinch.velocity == 5)
    scene.move(0.2, (1, 200, 340), (2, 280, 340))
    scene.up(0.3, 1)
    #expect(scales == [1.5, 2, 2])
    #expect(
      transitions() == ["pinch possible->began", "pinch began->changed", "pinch changed->ended"])
  }

  @Test func rotationReportsTheAngleTurnedClockwise() {
    let rotation = scene.attach(RotationGestureRecognizer(), "rotation", to: "E")
    scene["E"].isMultipleTouchEnabled = true
    scene.down(0, (1, 220, 340), (2, 260, 340))
    scene.move(0.1, (1, 240, 320), (2, 240, 360))
    #expect(rotation.state == .began)
    #expect(abs(rotation.rotation - .pi / 2) < 1e-9)
    #expect(abs(rotation.velocity - .pi / 2 / 0.1) < 1e-6)
  }

  @Test func edgePanRecognizesFromTheRightEdgeOnly() {
    let edge = scene.attach(ScreenEdgePanGestureRecognizer(), "edge", to: "R")
    edge.edges = .right
    scene.down(0, (1, 395, 300))
    scene.move(0.02, (1, 370, 300))
    #expect(edge.state == .began)
    #expect(edge.startEdge == .right)
  }
}
