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
