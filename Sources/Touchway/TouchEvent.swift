/// The touches of one multitouch sequence as they stand in one frame.
///
/// The seat reuses one event object for a whole sequence, from the first finger down to
/// the last finger up (R1): read it during a callback and do not keep it.
public final class TouchEvent {
  /// The time of the frame being delivered, in seconds.
  @exclusivity(unchecked) public internal(set) var timestamp: TimeInterval = 0
  /// The seat that delivers the event, or `nil` once that seat is gone.
  public var seat: Seat? { owner?.takeUnretainedValue() }
  /// The seat that delivers the event, unretained: the seat owns its event, sets this when
  /// it makes it and clears it when it goes (`deinit`), so it never dangles. A weak
  /// reference cost a runtime load and a release through the seat's side table on every
  /// window's delivery.
  @exclusivity(unchecked) var owner: Unmanaged<Seat>?
  /// Changed only through ``append(_:)`` and ``removeFinishedTouches()``.
  @exclusivity(unchecked) private(set) var touches: ContiguousArray<Touch> = []
  /// ``touches`` as one set, made when a steady motion frame first needs it and kept until
  /// they change: the frame's view gets it without a retain and release of its storage
  /// (`Seat+SteadyMotion.swift`). Emptied before the array changes, which then stays
  /// uniquely referenced and changes in place.
  @exclusivity(unchecked) var steadyTouches = TouchSet()
  /// The one window of every touch, while the seat delivers a frame it knows that of (a
  /// steady motion frame): ``forEachWindow(_:)`` then need not look at each touch.
  // Unmanaged: the touches hold the window while this is set, and a strong (or
  // unowned(unsafe)) reference cost a retain and release each time it was read.
  @exclusivity(unchecked) var soleWindow: Unmanaged<Window>?

  init() {
    touches.reserveCapacity(16)
  }

  /// Adds a touch that began.
  func append(_ touch: Touch) {
    steadyTouches = TouchSet()
    touches.append(touch)
  }

  /// Forgets the touches that ended or were cancelled.
  func removeFinishedTouches() {
    steadyTouches = TouchSet()
    touches.removeAll { $0.phase.isTerminal }
  }

  /// Every touch of the sequence: those that changed in this frame, stationary ones, and
  /// ones withheld from their views, in the order they began (R26).
  public var allTouches: TouchSet { TouchSet(touches[...]) }

  /// The touches whose hit view is `view` itself (not a descendant) (R29).
  public func touches(for view: View) -> [Touch] {
    touches.filter { $0.view === view }
  }

  /// The touches that began in `window` (R29).
  public func touches(for window: Window) -> [Touch] {
    touches.filter { $0.window === window }
  }

  /// Hands the event's touches in `window` to the seat that delivers it.
  @inline(__always)
  func deliver(in window: Window) {
    owner?._withUnsafeGuaranteedRef { $0.deliver(self, in: window) }
  }

  /// Calls `body` once for each window that has touches in the event, in the order of each
  /// window's earliest touch.
  func forEachWindow(_ body: (Window) -> Void) {
    if let soleWindow { return soleWindow._withUnsafeGuaranteedRef(body) }
    let touches = self.touches
    for index in touches.indices {
      guard let window = touches[index].window else { continue }
      var earlier = touches.startIndex
      while earlier < index && touches[earlier].window !== window { earlier += 1 }
      if earlier == index { body(window) }
    }
  }
}
