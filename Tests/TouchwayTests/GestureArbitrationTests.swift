import Testing
import Touchway

/// A delegate that lets its recognizer recognize together with every other.
final class Simultaneous: GestureRecognizerDelegate {
  func gestureRecognizer(
    _ recognizer: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer
  ) -> Bool { true }
}

/// A delegate that forbids beginning.
final class NeverBegin: GestureRecognizerDelegate {
  func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool { false }
}

/// Arbitration between recognizers (R62–R67), asserting every recognizer's transitions.
@Suite struct GestureArbitrationTests {
  let scene = StandardScene()

  private func transitions() -> [String] {
    scene.log.lines.filter { $0.contains("->") }
  }

  /// A quick stroke right: 15 ms steps of 20 pt.
  private func strokeRight() {
    scene.down(0, (1, 220, 340))
    scene.move(0.015, (1, 240, 340))
    scene.move(0.030, (1, 260, 340))
    scene.move(0.045, (1, 280, 340))
    scene.up(0.060, 1)
    scene.finish()
  }

  @Test func panWinsOverSwipeWhenBothWatch() {
    _ = scene.attach(PanGestureRecognizer(), "pan", to: "B")
    _ = scene.attach(SwipeGestureRecognizer(), "swipe", to: "B")
    strokeRight()
    #expect(
      transitions() == [
        "pan possible->began", "swipe possible->failed", "pan began->changed",
        "pan changed->changed", "pan changed->ended",
      ])
  }

  @Test func panThatRequiresSwipeToFailLosesToTheSwipe() {
    let pan = scene.attach(PanGestureRecognizer(), "pan", to: "B")
    let swipe = scene.attach(SwipeGestureRecognizer(), "swipe", to: "B")
    pan.require(toFail: swipe)
    strokeRight()
    #expect(transitions() == ["swipe possible->recognized", "pan possible->failed"])
    #expect(scene.log.lines.contains("swipe action recognized"))
  }

  @Test func panThatRequiresSwipeToFailBeginsWhenTheSwipeFails() {
    let pan = scene.attach(PanGestureRecognizer(), "pan", to: "B")
    let swipe = scene.attach(SwipeGestureRecognizer(), "swipe", to: "B")
    pan.require(toFail: swipe)
    scene.down(0, (1, 220, 340))
    scene.move(0.1, (1, 235, 340))  // the pan would begin here, but waits
    #expect(pan.state == .possible)
    scene.move(0.7, (1, 240, 340))  // too slow for a swipe: it fails, the pan begins
    scene.up(0.8, 1)
    scene.finish()
    #expect(
      transitions() == [
        "swipe possible->failed", "pan possible->began", "pan began->ended",
      ])
  }

  private func pinchAndTurn() {
    scene["E"].isMultipleTouchEnabled = true
    scene.down(0, (1, 220, 340), (2, 260, 340))
    scene.move(0.016, (1, 210, 330), (2, 270, 350))
    scene.move(0.032, (1, 200, 320), (2, 280, 360))
    scene.up(0.048, 1, 2)
    scene.finish()
  }

  @Test func pinchAndRotationPreventEachOtherByDefault() {
    _ = scene.attach(PinchGestureRecognizer(), "pinch", to: "E")
    _ = scene.attach(RotationGestureRecognizer(), "rotation", to: "E")
    pinchAndTurn()
    #expect(
      transitions() == [
        "pinch possible->began", "rotation possible->failed", "pinch began->changed",
        "pinch changed->ended",
      ])
  }

  @Test func pinchAndRotationRecognizeTogetherWhenTheDelegateAllows() {
    let delegate = Simultaneous()
    let pinch = scene.attach(PinchGestureRecognizer(), "pinch", to: "E")
    _ = scene.attach(RotationGestureRecognizer(), "rotation", to: "E")
    pinch.delegate = delegate
    pinchAndTurn()
    #expect(
      transitions() == [
        "pinch possible->began", "rotation possible->began", "pinch began->changed",
        "rotation began->changed", "pinch changed->ended", "rotation changed->ended",
      ])
    #expect(pinch.state == .possible)
  }

  @Test func singleTapWaitsForTheDoubleTapToFail() {
    let single = scene.attach(TapGestureRecognizer(), "single", to: "E")
    let double = scene.attach(TapGestureRecognizer(), "double", to: "E")
    double.numberOfTapsRequired = 2
    single.require(toFail: double)
    scene.down(0, (1, 240, 340))
    scene.up(0.08, 1)
    #expect(single.state == .possible)
    scene.finish()
    #expect(transitions() == ["double possible->failed", "single possible->recognized"])
    #expect(scene.log.lines.last == "single action recognized")
  }

  @Test func doubleTapMakesTheWaitingSingleTapFail() {
    let single = scene.attach(TapGestureRecognizer(), "single", to: "E")
    let double = scene.attach(TapGestureRecognizer(), "double", to: "E")
    double.numberOfTapsRequired = 2
    single.require(toFail: double)
    scene.down(0, (1, 240, 340))
    scene.up(0.08, 1)
    scene.down(0.2, (2, 240, 340))
    scene.up(0.28, 2)
    scene.finish()
    #expect(transitions() == ["double possible->recognized", "single possible->failed"])
  }

  @Test func edgePanOverAMultiTouchViewTakesOnlyItsFinger() {
    scene["R"].isMultipleTouchEnabled = true
    let edge = scene.attach(ScreenEdgePanGestureRecognizer(), "edge", to: "R")
    edge.edges = .left
    var translations: [Point] = []
    edge.addTarget { translations.append(($0 as! PanGestureRecognizer).translation(in: nil)) }
    // Both fingers land on R, left of A and B; only the first belongs to the edge pan.
    scene.down(0, (1, 5, 20), (2, 5, 225))
    scene.move(0.016, (1, 20, 22), (2, 5, 228))
    scene.move(0.032, (1, 40, 24), (2, 5, 231))
    scene.up(0.048, 1, 2)
    scene.finish()
    #expect(
      scene.log.lines == [
        "R touchesBegan 1,2", "edge possible->began", "R touchesMoved 2", "R touchesCancelled 1",
        "edge action began", "edge began->changed", "R touchesMoved 2", "edge action changed",
        "edge changed->ended", "R touchesEnded 2", "edge action ended",
      ])
    #expect(translations == [Point(x: 15, y: 2), Point(x: 35, y: 4), Point(x: 35, y: 4)])
  }

  @Test func edgePanAwayFromItsEdgeFails() {
    let edge = scene.attach(ScreenEdgePanGestureRecognizer(), "edge", to: "R")
    edge.edges = .left
    scene.down(0, (1, 200, 20))
    scene.up(0.05, 1)
    scene.finish()
    #expect(transitions() == ["edge possible->failed"])
  }

  @Test func delegateThatForbidsBeginningMakesTheRecognizerFail() {
    let delegate = NeverBegin()
    let pan = scene.attach(PanGestureRecognizer(), "pan", to: "B")
    pan.delegate = delegate
    strokeRight()
    #expect(transitions() == ["pan possible->failed"])
    #expect(scene.log.lines.contains("E touchesEnded 1"))
  }
}
