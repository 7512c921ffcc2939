/// The touches of one multitouch sequence as they stand in one frame.
///
/// The seat reuses one event object for a whole sequence, from the first finger down to
/// the last finger up (R1): read it during a callback and do not keep it.
public final class TouchEvent {
  /// What delivers the event; it keeps the touches.
  let engine: DeliveryEngine

  init(engine: DeliveryEngine) {
    self.engine = engine
  }

  /// The time of the frame being delivered, in seconds.
  public var timestamp: TimeInterval { engine.frameTime }

  /// The seat that delivers the event, or `nil` once that seat is gone.
  public var seat: Seat? { engine.owner?.takeUnretainedValue() }

  /// Every touch of the sequence: those that changed in this frame, stationary ones, and
  /// ones withheld from their views, in the order they began (R26).
  public var allTouches: TouchSet { TouchSet(engine.touches[...]) }

  /// The touches whose hit view is `view` itself (not a descendant) (R29).
  public func touches(for view: View) -> [Touch] {
    engine.touches.filter { $0.view === view }
  }

  /// The touches that began in `window` (R29).
  public func touches(for window: Window) -> [Touch] {
    engine.touches.filter { $0.window === window }
  }
}
