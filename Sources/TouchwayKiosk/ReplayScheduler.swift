import Touchway

/// Releases recorded touch frames when their time comes on the kiosk's clock, at the
/// recording's pace or faster.
///
/// The scheduler never reads a clock: the kiosk's loop asks for ``nextDeadline``, waits
/// on its event loop until then, and calls ``releaseDue(at:_:)`` with the time it reads.
/// Each frame is retimed onto the clock: the first frame is due at the start time, and
/// every later one after its distance from the first divided by the speed.
public struct ReplayScheduler {
  /// The frames, with their recorded times.
  public let frames: [TouchFrame]
  /// How many times faster than recorded the frames are released.
  public let speed: Double
  /// When the first frame is due, on the kiosk's clock; later after ``delay(by:)``.
  public private(set) var start: TimeInterval
  /// How many frames have been released.
  public private(set) var releasedCount = 0
  private var retimed: TouchFrame

  /// Schedules `frames` so that the first is due at `start`.
  ///
  /// - Parameters:
  ///   - frames: the recorded frames, in time order, with their recorded times.
  ///   - speed: recorded seconds per clock second; above zero, `.infinity` releases every
  ///     frame at once.
  ///   - start: when the first frame is due, on the kiosk's clock.
  public init(frames: [TouchFrame], speed: Double = 1, start: TimeInterval) {
    precondition(speed > 0, "a replay speed must be above zero")
    self.frames = frames
    self.speed = speed
    self.start = start
    retimed = TouchFrame(time: start)
  }

  /// When the next frame is due on the clock, or `nil` once all have been released.
  public var nextDeadline: TimeInterval? {
    releasedCount < frames.count ? dueTime(of: frames[releasedCount]) : nil
  }

  /// When the last frame is due on the clock, or `nil` for an empty recording.
  public var finalDeadline: TimeInterval? {
    frames.last.map { dueTime(of: $0) }
  }

  /// Whether every frame has been released.
  public var isFinished: Bool { releasedCount == frames.count }

  /// The recording's length in recorded seconds, first frame to last.
  public var recordedDuration: TimeInterval {
    guard let first = frames.first, let last = frames.last else { return 0 }
    return last.time - first.time
  }

  /// Moves every frame not yet released `seconds` later: the replay waited (for a title,
  /// a screenshot) and goes on with its recorded spacing.
  public mutating func delay(by seconds: TimeInterval) {
    start += seconds
  }

  /// Hands every frame due at or before `now` and recorded before `limit` (a marker the
  /// kiosk holds the replay at) to `body`, in order, with its time moved
  /// onto the clock (its due time, not `now`, so a late loop keeps the recorded spacing).
  ///
  /// The frame passed in is reused storage: `body` must not keep it.
  public mutating func releaseDue(
    at now: TimeInterval, before limit: TimeInterval = .infinity, _ body: (TouchFrame) -> Void
  ) {
    while let due = nextDeadline, due <= now, frames[releasedCount].time < limit {
      retimed.removeAll()
      retimed.time = due
      for contact in frames[releasedCount].contacts { retimed.append(contact) }
      retimed.penProximity = frames[releasedCount].penProximity
      releasedCount += 1
      body(retimed)
    }
  }

  /// When whatever was recorded at `recordedTime` is due on the clock.
  public func dueTime(ofRecorded recordedTime: TimeInterval) -> TimeInterval {
    guard speed.isFinite, let first = frames.first else { return start }
    return start + (recordedTime - first.time) / speed
  }

  /// Whether every frame recorded before `recordedTime` has been released.
  public func hasReleased(before recordedTime: TimeInterval) -> Bool {
    releasedCount == frames.count || frames[releasedCount].time >= recordedTime
  }

  private func dueTime(of frame: TouchFrame) -> TimeInterval {
    dueTime(ofRecorded: frame.time)
  }
}
