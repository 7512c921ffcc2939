/// One key held down, from the moment it goes down until it comes up or is cancelled, as
/// UIKit's `UIPress`.
///
/// A value: a press seen in ``Responder/pressesBegan(_:with:)`` and the one seen later in
/// ``Responder/pressesEnded(_:with:)`` are told apart by their ``key``'s `keyCode`.
public struct Press: Hashable, Sendable {
  /// Where a press is in its life.
  public enum Phase: Hashable, Sendable, CustomStringConvertible {
    /// The key went down in this event.
    case began
    /// The key is down and did not change in this event.
    case stationary
    /// The key came up in this event.
    case ended
    /// The system gave up on the press in this event: its responder resigned, or an
    /// observer took the key's release (see ``PressObserver``).
    case cancelled

    /// The phase's name as traces print it.
    public var description: String {
      switch self {
      case .began: "began"
      case .stationary: "stationary"
      case .ended: "ended"
      case .cancelled: "cancelled"
      }
    }

    /// Whether the press is over: ended or cancelled.
    public var isTerminal: Bool { self == .ended || self == .cancelled }
  }

  /// The press's phase in the event being delivered.
  public internal(set) var phase: Phase
  /// The key, as it was when it went down.
  public let key: Key
  /// When the press began or last changed, in seconds.
  public internal(set) var timestamp: TimeInterval

  init(key: Key, timestamp: TimeInterval) {
    self.phase = .began
    self.key = key
    self.timestamp = timestamp
  }
}
