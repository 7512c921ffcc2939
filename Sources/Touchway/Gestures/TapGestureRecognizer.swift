/// Recognizes one or more taps of one or more fingers; discrete (A12).
///
/// It fails when a finger moves more than ``allowableMovement`` from where it touched down,
/// when more fingers touch than ``numberOfTouchesRequired``, or when the next tap does not
/// begin within ``maximumTapInterval`` of the previous lift.
open class TapGestureRecognizer: GestureRecognizer {
  /// How many taps make the gesture. Default 1.
  public var numberOfTapsRequired = 1
  /// How many fingers each tap takes. Default 1.
  public var numberOfTouchesRequired = 1
  /// How far, in points, a finger may move during a tap (responder-semantics Q7).
  public var allowableMovement = 10.0
  /// The longest pause, in seconds, between a lift and the next tap (A12: 0.35 s).
  public var maximumTapInterval = 0.35

  /// A tap succeeds in one step: discrete.
  open override var isDiscrete: Bool { true }

  private var tapsCompleted = 0
  private var touchesInTap = 0

  open override func touchesBegan(_ touches: TouchSet, with event: TouchEvent) {
    stopTimer()
    touchesInTap += touches.count
    if touchesInTap > numberOfTouchesRequired { state = .failed }
  }

  open override func touchesMoved(_ touches: TouchSet, with event: TouchEvent) {
    if touches.contains(where: movedTooFar) { state = .failed }
  }

  open override func touchesEnded(_ touches: TouchSet, with event: TouchEvent) {
    if touches.contains(where: movedTooFar) {
      state = .failed
      return
    }
    guard trackedTouches.allSatisfy({ $0.phase.isTerminal }) else { return }
    guard touchesInTap == numberOfTouchesRequired else {
      state = .failed
      return
    }
    tapsCompleted += 1
    touchesInTap = 0
    if tapsCompleted == numberOfTapsRequired {
      state = .recognized
    } else {
      startTimer(at: now + maximumTapInterval)
    }
  }

  open override func timerDidFire() {
    state = .failed
  }

  open override func reset() {
    super.reset()
    tapsCompleted = 0
    touchesInTap = 0
  }

  /// A tap recognizer needing fewer taps does not prevent one needing more: a single tap
  /// must not make a double tap fail (A12).
  open override func canPrevent(_ other: GestureRecognizer) -> Bool {
    guard let other = other as? TapGestureRecognizer else { return true }
    return other.numberOfTapsRequired <= numberOfTapsRequired
  }

  /// The counterpart of ``canPrevent(_:)``.
  open override func canBePrevented(by other: GestureRecognizer) -> Bool {
    guard let other = other as? TapGestureRecognizer else { return true }
    return other.numberOfTapsRequired >= numberOfTapsRequired
  }

  private func movedTooFar(_ touch: Touch) -> Bool {
    touch.locationInScreen.distance(to: touch.beganLocationInScreen) > allowableMovement
  }
}
