import Testing
import Touchway

/// How recognizers regulate what views get: delays, cancels, ignore and disabling
/// (R50, R55–R61).
@Suite struct DeliveryRegulationTests {
  let scene = StandardScene()

  @Test func delayedBeganIsReplayedWithWhatHappenedSinceWhenTheRecognizerFails() {
    let tap = scene.attach(TapGestureRecognizer(), "tap", to: "E")
    tap.delaysTouchesBegan = true
    var replayed: [(Touch.Phase, Point)] = []
    let e = scene["E"]
    scene.down(0, (1, 240, 340))
    #expect(scene.log.lines.isEmpty)
    scene.log.lines.removeAll()
    e.onBegan = { touch in replayed.append((touch.phase, touch.location(in: nil))) }
    scene.move(0.02, (1, 270, 340))
    #expect(scene.log.lines == ["tap possible->failed", "E touchesBegan 1", "E touchesMoved 1"])
    #expect(replayed.map(\.0) == [.began])
    #expect(replayed.map(\.1) == [Point(x: 240, y: 340)])
  }

  @Test func delayedBeganIsDiscardedWhenTheRecognizerRecognizes() {
    let tap = scene.attach(TapGestureRecognizer(), "tap", to: "E")
    tap.delaysTouchesBegan = true
    scene.down(0, (1, 240, 340))
    scene.up(0.08, 1)
    scene.finish()
    #expect(scene.log.lines == ["tap possible->recognized", "tap action recognized"])
  }

  @Test func withoutCancelsTouchesInViewTheViewSeesEverything() {
    let pan = scene.attach(PanGestureRecognizer(), "pan", to: "B")
    pan.cancelsTouchesInView = false
    scene.down(0, (1, 240, 340))
    scene.move(0.02, (1, 270, 340))
    scene.up(0.04, 1)
    scene.finish()
    #expect(
      scene.log.lines == [
        "E touchesBegan 1", "pan possible->began", "E touchesMoved 1", "pan action began",
        "pan began->ended", "E touchesEnded 1", "pan action ended",
      ])
  }

  @Test func anIgnoredTouchIsNeitherDelayedNorCancelled() {
    let tap = IgnoringTap()
    _ = scene.attach(tap, "tap", to: "E")
    scene.down(0, (1, 240, 340))
    scene.up(0.08, 1)
    scene.finish()
    #expect(scene.log.lines == ["E touchesBegan 1", "E touchesEnded 1"])
  }

  @Test func disablingARecognizingPanCancelsIt() {
    let pan = scene.attach(PanGestureRecognizer(), "pan", to: "B")
    scene.down(0, (1, 240, 340))
    scene.move(0.02, (1, 270, 340))
    scene.seat.advance(to: 0.03)
    pan.isEnabled = false
    #expect(scene.log.lines.suffix(2) == ["pan began->cancelled", "pan action cancelled"])
  }

  @Test func disablingAPossibleTapReleasesTheWithheldEnd() {
    let tap = scene.attach(TapGestureRecognizer(), "tap", to: "E")
    tap.numberOfTapsRequired = 2
    scene.down(0, (1, 240, 340))
    scene.up(0.08, 1)
    scene.seat.advance(to: 0.1)
    tap.isEnabled = false
    #expect(scene.log.lines == ["E touchesBegan 1", "tap possible->failed", "E touchesEnded 1"])
  }

  /// A view that disables a recognizer while it is being delivered to releases what the
  /// recognizer withheld in the same frame, though the frame's views were planned before.
  @Test func disablingARecognizerFromAViewReleasesTheWithheldEndInThatFrame() {
    let tap = scene.attach(TapGestureRecognizer(), "tap", to: "E")
    tap.numberOfTapsRequired = 2
    scene["C"].onBegan = { _ in tap.isEnabled = false }
    scene.down(0, (1, 240, 340))
    scene.up(0.08, 1)
    scene.down(0.1, (2, 40, 300))
    #expect(
      scene.log.lines == [
        "E touchesBegan 1", "C touchesBegan 2", "tap possible->failed", "E touchesEnded 1",
      ])
  }

  @Test func aNewTouchUnderARecognizingPanNeverReachesItsView() {
    let pan = scene.attach(PanGestureRecognizer(), "pan", to: "B")
    scene["E"].isMultipleTouchEnabled = true
    scene.down(0, (1, 240, 340))
    scene.move(0.02, (1, 240, 370))
    #expect(pan.state == .began)
    scene.down(0.04, (2, 250, 360))
    #expect(!scene.log.lines.contains("E touchesBegan 2"))
  }
}

/// A tap recognizer that ignores every touch it is given (R61).
final class IgnoringTap: TapGestureRecognizer {
  override func touchesBegan(_ touches: TouchSet, with event: TouchEvent) {
    for touch in touches { ignore(touch, for: event) }
  }
}
