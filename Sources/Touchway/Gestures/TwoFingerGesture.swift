/// The two fingers a pinch or a rotation follows: the first two that touch; later ones are
/// ignored.
enum TwoFingerGesture {
  /// The distance between the fingers, in points.
  static func span(_ first: Touch, _ second: Touch) -> Double {
    first.locationInScreen.distance(to: second.locationInScreen)
  }

  /// The angle of the line from the first finger to the second, in radians.
  static func angle(_ first: Touch, _ second: Touch) -> Double {
    let a = first.locationInScreen
    let b = second.locationInScreen
    return arctangent(y: b.y - a.y, x: b.x - a.x)
  }
}

extension GestureRecognizer {
  /// Ignores every finger beyond the second; returns the two fingers once both are down.
  func followTwoFingers(_ touches: TouchSet, with event: TouchEvent) -> (Touch, Touch)? {
    for touch in touches.reversed() where numberOfTouches > 2 {
      ignore(touch, for: event)
    }
    guard numberOfTouches == 2 else { return nil }
    return (trackedTouches[0], trackedTouches[1])
  }

  /// What a two-finger gesture does when its fingers move: it begins once they have gone
  /// past its hysteresis, and every later move is a change.
  func twoFingersMoved(pastHysteresis: Bool) {
    if state == .possible {
      if pastHysteresis { state = .began }
    } else {
      state = .changed
    }
  }

  /// What a two-finger gesture does when fingers lift: it ends once it has begun, and
  /// fails if every finger lifted before it began.
  func twoFingerTouchesEnded() {
    if state == .began || state == .changed {
      state = .ended
    } else if trackedTouches.allSatisfy({ $0.phase.isTerminal }) {
      state = .failed
    }
  }
}

/// The rate of change of a value between its last two samples, per second.
struct RateOfChange {
  private var last: (time: TimeInterval, value: Double)?
  /// The latest rate; 0 until two samples at different times arrived.
  private(set) var rate = 0.0

  /// Records the value at a time.
  mutating func sample(_ value: Double, at time: TimeInterval) {
    if let last, time > last.time { rate = (value - last.value) / (time - last.time) }
    last = (time, value)
  }
}
