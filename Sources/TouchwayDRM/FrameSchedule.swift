/// When an output draws, into which of its two buffers, and what it shows: the output's
/// state machine, free of the device so that tests can drive it.
///
/// The output has two buffers: the *front* one is on screen, the other is drawn into.
/// A frame is drawn only when something changed (``setNeedsDisplay()``), never while a
/// page flip is still on its way (the buffer could still be on screen), and never unless
/// ``state`` is ``OutputState/active``. The first frame, and the first after a pause,
/// sets the mode with it; later frames are page-flipped.
///
/// ```
///  active ──pause / not master──▶ paused ──resume──▶ active (mode set again)
///     │                              │
///     └────────device gone───────────┴──────────────▶ lost
/// ```
struct FrameSchedule {
  /// What the output should do for the next frame.
  enum Action: Equatable {
    /// Draw into `buffer` and set the mode with it.
    case setMode(buffer: Int)
    /// Draw into `buffer` and flip to it.
    case flip(buffer: Int)
  }

  private(set) var state = OutputState.active
  /// The buffer on screen; `nil` before the mode was first set.
  private(set) var front: Int?
  /// The buffer being flipped to.
  private(set) var pendingFlip: Int?
  /// The buffer drawn last, on screen or on its way: what a screenshot shows.
  private(set) var composed: Int?
  private(set) var needsMode = true
  private(set) var needsDisplay = true

  /// The buffer not on screen.
  private var back: Int { front.map { 1 - $0 } ?? 0 }

  /// What to do now, or `nil` when nothing changed or no frame may be drawn.
  var nextAction: Action? {
    guard state == .active, pendingFlip == nil else { return nil }
    if needsMode { return .setMode(buffer: back) }
    return needsDisplay ? .flip(buffer: back) : nil
  }

  /// Whether nothing is due and nothing is on its way; always when not active.
  var isIdle: Bool {
    state != .active || (!needsMode && !needsDisplay && pendingFlip == nil)
  }

  /// Something on screen changed: a frame is due.
  mutating func setNeedsDisplay() {
    needsDisplay = true
  }

  /// The mode was set with `buffer`, which is on screen now.
  mutating func didSetMode(buffer: Int) {
    front = buffer
    composed = buffer
    needsMode = false
    needsDisplay = false
  }

  /// A flip to `buffer` was queued; the buffer is on screen once ``flipCompleted()``.
  mutating func didQueueFlip(buffer: Int) {
    pendingFlip = buffer
    composed = buffer
    needsDisplay = false
  }

  /// The flip reached the screen. A completion with no flip pending is ignored.
  mutating func flipCompleted() {
    guard let pendingFlip else { return }
    front = pendingFlip
    self.pendingFlip = nil
  }

  /// Setting the mode or flipping failed: a flip is retried by setting the mode; a
  /// failure because another process has the display waits for ``resume()``; a device
  /// that is gone is lost.
  mutating func actionFailed(_ error: DRMError) {
    needsDisplay = true
    if error.isDeviceGone {
      transition(to: .lost)
    } else if error.isNotMaster {
      pause()
    } else if !needsMode {
      needsMode = true
    } else {
      transition(to: .lost)
    }
  }

  /// The session paused: draw nothing until ``resume()``.
  mutating func pause() {
    if state == .active { transition(to: .paused) }
  }

  /// The session resumed: the next frame sets the mode again, since another session may
  /// have changed it.
  mutating func resume() {
    guard state == .paused else { return }
    transition(to: .active)
    needsMode = true
    needsDisplay = true
  }

  /// The device or the screen went away.
  mutating func lose() {
    if state != .lost { transition(to: .lost) }
  }

  /// Moves to `next`; any move the diagram above does not show is a bug here.
  private mutating func transition(to next: OutputState) {
    switch (state, next) {
    case (.active, .paused), (.paused, .active), (.active, .lost), (.paused, .lost):
      state = next
    default:
      preconditionFailure("illegal output transition \(state) → \(next)")
    }
  }
}
