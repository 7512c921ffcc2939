/// Recognizes two fingers moving apart or together; continuous (A12).
///
/// It begins once the distance between the fingers has changed by ``hysteresis`` points;
/// ``scale`` is the distance now over the distance when both were down. It ends when a
/// finger lifts.
open class PinchGestureRecognizer: GestureRecognizer {
  /// How far, in points, the span must change before the pinch begins.
  public var hysteresis = 10.0
  /// The span now over the span when the second finger touched down.
  public internal(set) var scale = 1.0
  /// The scale's change per second over the last move.
  public var velocity: Double { scaleRate.rate }

  private var initialSpan = 0.0
  private var scaleRate = RateOfChange()

  open override func touchesBegan(_ touches: TouchSet, with event: TouchEvent) {
    guard state == .possible, let (first, second) = followTwoFingers(touches, with: event)
    else { return }
    initialSpan = TwoFingerGesture.span(first, second)
    scaleRate.sample(1, at: now)
  }

  open override func touchesMoved(_ touches: TouchSet, with event: TouchEvent) {
    guard numberOfTouches == 2, initialSpan > 0 else { return }
    let span = TwoFingerGesture.span(trackedTouches[0], trackedTouches[1])
    scale = span / initialSpan
    scaleRate.sample(scale, at: now)
    twoFingersMoved(pastHysteresis: abs(span - initialSpan) >= hysteresis)
  }

  open override func touchesEnded(_ touches: TouchSet, with event: TouchEvent) {
    twoFingerTouchesEnded()
  }

  open override func reset() {
    super.reset()
    scale = 1
    initialSpan = 0
    scaleRate = RateOfChange()
  }
}
