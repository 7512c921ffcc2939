/// Timers that fire when their owner's clock is advanced past them.
///
/// Nothing here reads a real clock: the seat's driver (the compositor's event loop, a
/// replay, a test) tells the seat what time it is, and due timers fire in time order, each
/// at its own due time. That keeps the core deterministic and tests free of sleeps.
public struct TimerQueue {
  /// Identifies a scheduled timer so it can be cancelled.
  public struct Token: Hashable, Sendable {
    let value: UInt64
  }

  private struct Entry {
    let deadline: TimeInterval
    let token: Token
    let action: (TimeInterval) -> Void
  }

  private var entries: [Entry] = []
  private var nextToken: UInt64 = 0

  /// The earliest deadline, if any timer is pending.
  public var nextDeadline: TimeInterval? { entries.first?.deadline }

  /// Schedules `action` to run at `deadline`; it receives the deadline as the current time.
  mutating func schedule(at deadline: TimeInterval, _ action: @escaping (TimeInterval) -> Void)
    -> Token
  {
    nextToken += 1
    let token = Token(value: nextToken)
    // Equal deadlines fire in the order they were scheduled.
    let index = entries.firstIndex { $0.deadline > deadline } ?? entries.endIndex
    entries.insert(Entry(deadline: deadline, token: token, action: action), at: index)
    return token
  }

  /// Forgets a timer; cancelling one that already fired does nothing.
  mutating func cancel(_ token: Token) {
    entries.removeAll { $0.token == token }
  }

  /// Whether a timer is due at or before `time`.
  // Reads the deadline in place: `entries.first` copied the entry, retaining its action.
  func hasDue(atOrBefore time: TimeInterval) -> Bool {
    !entries.isEmpty && entries[0].deadline <= time
  }

  /// Removes and returns the earliest timer if it is due at or before `time`.
  mutating func popDue(atOrBefore time: TimeInterval) -> (TimeInterval, (TimeInterval) -> Void)? {
    // Most frames have no timer pending: nothing is copied out then.
    guard hasDue(atOrBefore: time) else { return nil }
    let first = entries.removeFirst()
    return (first.deadline, first.action)
  }
}
