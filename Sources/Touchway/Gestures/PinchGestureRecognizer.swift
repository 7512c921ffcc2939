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
  public private(set) var velocity = 0.0

  private var initialSpan = 0.0
  private var lastSample: (time: TimeInterval, scale: Double)?

  open override func touchesBegan(_ touches: TouchSet, with event: TouchEvent) {
    guard state == .possible, let (first, second) = followTwoFingers(touches, with: event)
    else { return }
    initialSpan = TwoFingerGesture.span(first, second)
    lastSample = (now, 1)
  }

  open override func touchesMoved(_ touches: TouchSet, with event: TouchEvent) {
    guard numberOfTouches == 2, initialSpan > 0 else { return }
    let span = TwoFingerGesture.span(trackedTouches[0], trackedTouches[1])
    scale = span / initialSpan
    if let lastSample, now > lastSample.time {
      velocity = (scale - lastSample.scale) / (now - lastSample.time)
    }
    lastSample = (now, scale)
    if state == .possible {
      if abs(span - initialSpan) >= hysteresis { state = .began }
    } else {
      state = .changed
    }
  }

  open override func touchesEnded(_ touches: TouchSet, with event: TouchEvent) {
    twoFingerTouchesEnded()
  }

  open override func reset() {
    super.reset()
    scale = 1
    velocity = 0
    initialSpan = 0
    lastSample = nil
  }
}
