/// Recognizes fingers held still for a while; continuous (A12).
///
/// It begins on its timer once ``numberOfTouchesRequired`` fingers have been down for
/// ``minimumPressDuration`` without moving more than ``allowableMovement``; after that every
/// move is a change, and a lift ends it. Movement limits apply only before it begins.
open class LongPressGestureRecognizer: GestureRecognizer {
  /// How long, in seconds, the fingers must stay down. Default 0.5.
  public var minimumPressDuration = 0.5
  /// How far, in points, a finger may move before the gesture begins. Default 10.
  public var allowableMovement = 10.0
  /// How many fingers must press. Default 1.
  public var numberOfTouchesRequired = 1

  open override func touchesBegan(_ touches: TouchSet, with event: TouchEvent) {
    guard state == .possible else { return }
    if numberOfTouches > numberOfTouchesRequired {
      state = .failed
    } else if numberOfTouches == numberOfTouchesRequired {
      startTimer(at: now + minimumPressDuration)
    }
  }

  open override func touchesMoved(_ touches: TouchSet, with event: TouchEvent) {
    if state == .possible {
      let moved = touches.contains {
        $0.locationInScreen.distance(to: $0.beganLocationInScreen) > allowableMovement
      }
      if moved { state = .failed }
    } else {
      state = .changed
    }
  }

  open override func touchesEnded(_ touches: TouchSet, with event: TouchEvent) {
    state = state == .possible ? .failed : .ended
  }

  open override func timerDidFire() {
    state = .began
  }
}
