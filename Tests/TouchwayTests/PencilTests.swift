import Testing
import Touchway

/// A pen's tip is a touch of type pencil (UIKit's Apple Pencil): hit-tested, delivered
/// and recognized like a finger, with force and angles; recognizers take the types they
/// allow; fingers under a pen near the glass are palms.
@Suite struct PencilTests {
  let scene = StandardScene()
  private let screen = Rect(x: 0, y: 0, width: 400, height: 600)

  private func transitions() -> [String] { scene.log.lines.filter { $0.contains("->") } }

  @Test func aPenTouchIsAPencilTouchWithForceThroughTheSameHitTesting() {
    var began: [Touch] = []
    scene["E"].onBegan = { began.append($0) }
    scene.pen(0, 100, .down, 240, 340, force: 0.25)
    scene.pen(0.01, 100, .motion, 240, 340, force: 0.5)
    scene.pen(0.02, 100, .up, 240, 340, force: 0)
    #expect(
      scene.log.lines == ["E touchesBegan 100", "E touchesMoved 100", "E touchesEnded 100"])
    #expect(began.first?.type == .pencil)
    #expect(began.first?.maximumPossibleForce == 1)
    #expect(began.first?.force == 0.5)  // the touch lives on: its last force
  }

  @Test func aFingerHasNoForceAndStandsUpright() {
    var began: [Touch] = []
    scene["E"].onBegan = { began.append($0) }
    scene.down(0, (1, 240, 340))
    #expect(began.first?.type == .direct)
    #expect(began.first?.force == 0)
    #expect(began.first?.maximumPossibleForce == 0)
    #expect(began.first?.altitudeAngle == .pi / 2)
  }

  @Test func aPenLeaningTowardsPlusXHasItsAzimuthAndAltitude() {
    let sample = PenSample(pressure: 0.5, tiltX: 45, tiltY: 0)
    #expect(abs(sample.altitudeAngle - .pi / 4) < 1e-12)
    #expect(sample.azimuthAngle == 0)
    let down = PenSample(pressure: 0.5, tiltX: 0, tiltY: 30)
    #expect(abs(down.azimuthAngle - .pi / 2) < 1e-12)
    #expect(abs(down.altitudeAngle - .pi / 3) < 1e-12)
    // The screen turned a quarter: leaning towards the panel's +x is the screen's +y.
    #expect(abs(sample.turned(by: .rotated90).azimuthAngle - .pi / 2) < 1e-12)
  }

  @Test func aPenOnlyRecognizerIgnoresFingersAndRecognizesThePen() {
    let pan = scene.attach(PanGestureRecognizer(), "draw", to: "E")
    pan.allowedTouchTypes = [.pencil]
    scene.down(0, (1, 240, 340))
    scene.move(0.02, (1, 240, 380))
    scene.up(0.04, 1)
    #expect(transitions().isEmpty)
    #expect(scene.log.lines.last == "E touchesEnded 1")
    scene.log.lines.removeAll()
    scene.pen(1, 100, .down, 240, 340, force: 0.3)
    scene.pen(1.02, 100, .motion, 240, 380, force: 0.3)
    #expect(transitions() == ["draw possible->began"])
    #expect(scene.log.lines.contains("E touchesCancelled 100"))
  }

  @Test func aFingerOnlyRecognizerLetsThePenDrawInTheView() {
    let pan = scene.attach(PanGestureRecognizer(), "scroll", to: "E")
    pan.allowedTouchTypes = [.direct]
    scene.pen(0, 100, .down, 240, 340, force: 0.3)
    scene.pen(0.02, 100, .motion, 240, 380, force: 0.3)
    scene.pen(0.04, 100, .up, 240, 380, force: 0)
    #expect(transitions().isEmpty)
    #expect(
      scene.log.lines == ["E touchesBegan 100", "E touchesMoved 100", "E touchesEnded 100"])
    scene.log.lines.removeAll()
    scene.down(1, (1, 240, 340))
    scene.move(1.02, (1, 240, 380))
    #expect(transitions() == ["scroll possible->began"])
  }

  @Test func aPenComingNearCancelsTheFingersOnItsScreenOnce() {
    scene.down(0, (1, 240, 340))
    scene.seat.penEnteredProximity(100, over: screen)
    #expect(scene.log.lines == ["E touchesBegan 1", "E touchesCancelled 1"])
    // The palm's later changes reach nothing.
    scene.move(0.02, (1, 250, 350))
    scene.up(0.04, 1)
    #expect(scene.log.lines.count == 2)
  }

  @Test func aFingerTouchingWhileThePenHoversReachesNoView() {
    scene.seat.penEnteredProximity(100, over: screen)
    scene.down(0, (1, 240, 340))
    scene.move(0.02, (1, 250, 350))
    scene.up(0.04, 1)
    #expect(scene.log.lines.isEmpty)
    // The pen itself is not rejected.
    scene.pen(0.1, 100, .down, 240, 340, force: 0.3)
    #expect(scene.log.lines == ["E touchesBegan 100"])
  }

  @Test func aFingerAfterThePenLeftIsATouchAgainAndOneDownThroughoutStaysRejected() {
    scene.seat.penEnteredProximity(100, over: screen)
    scene.down(0, (1, 240, 340))
    scene.seat.penLeftProximity(100)
    #expect(!scene.seat.isPenInProximity)
    scene.move(0.02, (1, 250, 350))
    scene.down(0.03, (2, 240, 340))
    scene.up(0.04, 1, 2)
    #expect(scene.log.lines == ["E touchesBegan 2", "E touchesEnded 2"])
  }

  @Test func fingersOnAnotherScreenAreNotPalms() {
    scene.seat.penEnteredProximity(100, over: Rect(x: 0, y: 0, width: 200, height: 600))
    scene.down(0, (1, 240, 340))
    #expect(scene.log.lines == ["E touchesBegan 1"])
  }
}
