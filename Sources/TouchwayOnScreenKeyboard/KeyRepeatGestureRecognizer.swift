public import Touchway

/// A key held down: begins after ``delay`` on the seat's clock and changes every
/// ``interval`` after that until the finger lifts; continuous. Backspace deletes on each
/// of them. It leaves the key its touch, so the key stays lit until the finger lifts.
public final class KeyRepeatGestureRecognizer: GestureRecognizer {
  /// How long a key is held before it repeats, in seconds. Default 0.5.
  public var delay = 0.5
  /// The time between repeats, in seconds. Default 0.1.
  public var interval = 0.1

  /// A recognizer named `name`.
  public override init(name: String? = nil) {
    super.init(name: name)
    cancelsTouchesInView = false
    delaysTouchesEnded = false
  }

  public override func touchesBegan(_ touches: TouchSet, with event: TouchEvent) {
    if numberOfTouches > 1 {
      state = state == .possible ? .failed : .ended
    } else {
      startTimer(at: now + delay)
    }
  }

  public override func touchesEnded(_ touches: TouchSet, with event: TouchEvent) {
    state = state == .possible ? .failed : .ended
  }

  public override func timerDidFire() {
    state = state == .possible ? .began : .changed
    startTimer(at: now + interval)
  }
}
