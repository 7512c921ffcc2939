/// Recognizes two fingers turning around each other; continuous (A12).
///
/// It begins once the line between the fingers has turned by ``hysteresis`` radians;
/// ``rotation`` is the angle turned since both fingers were down, clockwise positive (the y
/// axis points down). It ends when a finger lifts.
open class RotationGestureRecognizer: GestureRecognizer {
  /// How far, in radians, the fingers must turn before the rotation begins (about 6°).
  public var hysteresis = 0.1
  /// The angle turned, in radians.
  public internal(set) var rotation = 0.0
  /// The rotation's change per second over the last move, in radians per second.
  public var velocity: Double { rotationRate.rate }

  private var previousAngle = 0.0
  private var rotationRate = RateOfChange()

  open override func touchesBegan(_ touches: TouchSet, with event: TouchEvent) {
    guard state == .possible, let (first, second) = followTwoFingers(touches, with: event)
    else { return }
    previousAngle = TwoFingerGesture.angle(first, second)
    rotationRate.sample(0, at: now)
  }

  open override func touchesMoved(_ touches: TouchSet, with event: TouchEvent) {
    guard numberOfTouches == 2 else { return }
    let angle = TwoFingerGesture.angle(trackedTouches[0], trackedTouches[1])
    // Summing small steps keeps the rotation continuous past half a turn.
    let step = angleDifference(from: previousAngle, to: angle)
    previousAngle = angle
    rotation += step
    rotationRate.sample(rotation, at: now)
    twoFingersMoved(pastHysteresis: abs(rotation) >= hysteresis)
  }

  open override func touchesEnded(_ touches: TouchSet, with event: TouchEvent) {
    twoFingerTouchesEnded()
  }

  open override func reset() {
    super.reset()
    rotation = 0
    previousAngle = 0
    rotationRate = RateOfChange()
  }
}
