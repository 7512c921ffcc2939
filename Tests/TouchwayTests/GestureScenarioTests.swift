import Testing
import Touchway

/// The gesture scenarios of the reference semantics, driven through the core directly.
@Suite struct GestureScenarioTests {
  let scene = StandardScene()

  @Test func tapRecognizerCancelsTheViewThenActs() {
    _ = scene.attach(TapGestureRecognizer(), "gE", to: "E")
    scene.down(0, (1, 240, 340))
    scene.up(0.08, 1)
    scene.finish()
    #expect(
      scene.log.lines == [
        "E touchesBegan 1", "gE possible->recognized", "E touchesCancelled 1",
        "gE action recognized",
      ])
  }

  @Test func dragFailsTheTapAndTheViewIsNotDelayed() {
    _ = scene.attach(TapGestureRecognizer(), "gE", to: "E")
    scene.down(0, (1, 240, 340))
    scene.move(0.02, (1, 270, 340))
    scene.up(0.04, 1)
    scene.finish()
    #expect(
      scene.log.lines == [
        "E touchesBegan 1", "gE possible->failed", "E touchesMoved 1", "E touchesEnded 1",
      ])
  }

  @Test func twoFingerTapWithholdsTheFirstLiftThenCancelsBoth() {
    scene["E"].isMultipleTouchEnabled = true
    let tap = scene.attach(TapGestureRecognizer(), "g2", to: "E")
    tap.numberOfTouchesRequired = 2
    scene.down(0, (1, 230, 320), (2, 250, 360))
    scene.move(0.016, (1, 231, 320), (2, 251, 360))
    scene.up(0.06, 1)
    scene.up(0.07, 2)
    scene.finish()
    #expect(
      scene.log.lines == [
        "E touchesBegan 1,2", "E touchesMoved 1,2", "g2 possible->recognized",
        "E touchesCancelled 1,2", "g2 action recognized",
      ])
  }

  @Test(arguments: [true, false])
  func doubleTap(delaysTouchesEnded: Bool) {
    let tap = scene.attach(TapGestureRecognizer(), "gDT", to: "E")
    tap.numberOfTapsRequired = 2
    tap.delaysTouchesEnded = delaysTouchesEnded
    scene.down(0, (1, 240, 340))
    scene.up(0.08, 1)
    scene.down(0.2, (2, 240, 340))
    scene.up(0.28, 2)
    scene.finish()
    let expected =
      delaysTouchesEnded
      ? [
        "E touchesBegan 1", "E touchesBegan 2", "gDT possible->recognized",
        "E touchesCancelled 1,2",
      ]
      : [
        "E touchesBegan 1", "E touchesEnded 1", "E touchesBegan 2", "gDT possible->recognized",
        "E touchesCancelled 2",
      ]
    #expect(scene.log.lines == expected + ["gDT action recognized"])
  }

  @Test func panOnAnAncestorTakesTheTouchOnceItMoves() {
    _ = scene.attach(PanGestureRecognizer(), "gP", to: "B")
    scene.down(0, (1, 240, 340))
    scene.move(0.016, (1, 243, 340))
    scene.move(0.032, (1, 260, 340))
    scene.move(0.048, (1, 300, 340))
    scene.up(0.064, 1)
    scene.finish()
    #expect(
      scene.log.lines == [
        "E touchesBegan 1", "E touchesMoved 1", "gP possible->began", "E touchesCancelled 1",
        "gP action began", "gP began->changed", "gP action changed", "gP changed->ended",
        "gP action ended",
      ])
  }

  @Test func longPressBeginsOnItsTimer() {
    _ = scene.attach(LongPressGestureRecognizer(), "gLP", to: "E")
    scene.down(0, (1, 240, 340))
    scene.move(0.6, (1, 270, 340))
    scene.up(0.7, 1)
    scene.finish()
    #expect(
      scene.log.lines == [
        "E touchesBegan 1", "gLP possible->began", "E touchesCancelled 1", "gLP action began",
        "gLP began->changed", "gLP action changed", "gLP changed->ended", "gLP action ended",
      ])
  }
}
