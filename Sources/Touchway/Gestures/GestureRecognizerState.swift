extension GestureRecognizer {
  /// The states of a gesture recognizer (R51).
  ///
  /// A discrete recognizer (tap, swipe) goes from ``possible`` to ``recognized`` or
  /// ``failed``. A continuous one (pan, pinch, long press) goes from ``possible`` to
  /// ``began``, then ``changed`` any number of times, then ``ended`` or ``cancelled``; or
  /// from ``possible`` to ``failed``. After a terminal state the seat resets it to
  /// ``possible`` once its touches are over (R48).
  public enum State: Hashable, Sendable, CustomStringConvertible {
    case possible
    case began
    case changed
    case ended
    case cancelled
    case failed

    /// A discrete recognizer's success; the same state as ``ended``.
    public static let recognized = State.ended

    /// Whether `next` is a legal transition from this state (R51); anything else traps.
    public func canTransition(to next: State) -> Bool {
      switch (self, next) {
      case (.possible, .began), (.possible, .ended), (.possible, .failed): true
      case (.began, .changed), (.began, .ended), (.began, .cancelled): true
      case (.changed, .changed), (.changed, .ended), (.changed, .cancelled): true
      default: false
      }
    }

    /// Whether the recognizer is done with this sequence: ended, cancelled or failed.
    public var isTerminal: Bool { self == .ended || self == .cancelled || self == .failed }

    /// Whether the gesture has been recognized: began, changed or ended (R58).
    var hasRecognized: Bool { self == .began || self == .changed || self == .ended }

    /// Whether it still receives touches (R47, R49).
    var receivesTouches: Bool { self == .possible || self == .began || self == .changed }

    /// Whether entering this state sends the action (R52).
    var sendsAction: Bool { self != .possible && self != .failed }

    /// The state's name as the trace prints it.
    public var description: String {
      switch self {
      case .possible: "possible"
      case .began: "began"
      case .changed: "changed"
      case .ended: "ended"
      case .cancelled: "cancelled"
      case .failed: "failed"
      }
    }
  }
}
