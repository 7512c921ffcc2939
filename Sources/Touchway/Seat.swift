/// The seat manager: turns input frames into touches and delivers them through the
/// application, its windows, gesture recognizers and responder chains.
///
/// Feed it ``TouchFrame``s in time order with ``process(_:)``. It keeps one ``Touch`` per
/// finger, hit-tests each new finger once (R17), decides whether its view may have it
/// (R32–R35), and hands one reused ``TouchEvent`` to ``Application/sendEvent(_:)-(TouchEvent)``.
///
/// Each call that may deliver ends with one ``SeatObserver/seatDidEndFrame(_:)`` to the
/// seat's observers, so whoever sends deliveries on ends its frames where the input's do.
/// Everything a delivery keeps track of lives in the seat's engine (`DeliveryEngine`), so
/// several seats can serve one application side by side.
///
/// Time is whatever the frames say: the seat never reads a clock. Timers (a long press, a
/// tap timeout) fire when a later frame arrives or when the driver calls ``advance(to:)``
/// at ``nextDeadline``. Everything runs on the caller's thread; the seat is not
/// thread-safe and needs no locks.
public final class Seat {
  /// Tunable constants of the seat.
  public struct Configuration: Sendable {
    /// The longest pause between one touch's end and the next touch's began for them to
    /// count as successive taps (R24).
    public var tapInterval: TimeInterval = 0.35
    /// The farthest distance, in points, between successive taps (R24): about a third of
    /// an inch.
    public var tapDistance = 45.0

    /// The defaults: 0.35 s and 45 points.
    public init() {}
  }

  /// The application whose windows this seat's touches go to.
  public let application: Application
  /// The seat's constants.
  public var configuration: Configuration
  /// The time of the latest frame, timer or ``advance(to:)``, in seconds.
  public var now: TimeInterval { engine.now }

  /// The event the seat delivers, one for the seat's life (R1).
  let event: TouchEvent
  /// What delivers the seat's input, and keeps what a delivery keeps track of.
  let engine: DeliveryEngine

  /// Called where each frame ends, before the observers' ``SeatObserver/seatDidEndFrame(_:)``:
  /// how the Wayland adapter of this package ends its clients' `wl_touch` frames.
  // A C function and its context, not a closure or an observer: the call costs no weak load,
  // and no retain and release of a closure's context, every frame.
  package var frameEndHandler: FrameEndHandler? {
    get { engine.frameEndHandler }
    set { engine.frameEndHandler = newValue }
  }

  /// Whether steady motion frames take their fused path; tests turn it off to check that
  /// path against the general one.
  package var usesSteadyMotion: Bool {
    get { engine.usesSteadyMotion }
    set { engine.usesSteadyMotion = newValue }
  }

  /// Creates a seat that delivers to `application`.
  public init(application: Application, configuration: Configuration = Configuration()) {
    self.application = application
    self.configuration = configuration
    engine = DeliveryEngine(application: application)
    event = TouchEvent(engine: engine)
    engine.attach(to: self)
    application.seats.append(WeakSeat(seat: self))
  }

  deinit {
    // The event may outlive its seat (a responder kept it): it then has no seat.
    engine.attach(to: nil)
  }

  /// The touches that are down now, in the order they began.
  public var activeTouches: TouchSet { event.allTouches }

  /// When the earliest pending timer is due; the driver calls ``advance(to:)`` then.
  public var nextDeadline: TimeInterval? { engine.timers.nextDeadline }

  /// Moves the seat's clock to `time`, firing every timer due at or before it, in time
  /// order, each at its own due time.
  ///
  /// Each timer that fires ends a frame of its own (``SeatObserver/seatDidEndFrame(_:)``).
  public func advance(to time: TimeInterval) {
    engine.advance(to: time)
  }

  /// Delivers one input frame. Timers due before the frame fire first, as part of it.
  ///
  /// Ends with one ``SeatObserver/seatDidEndFrame(_:)``, also when nothing changed.
  public func process(_ frame: TouchFrame) {
    if !frame.penProximity.isEmpty { applyPenProximity(of: frame) }
    engine.process(frame)
  }

  /// Delivers one input frame as ``process(_:)`` does, then empties it, keeping its
  /// storage, for the producer to refill.
  ///
  /// A producer that keeps its frame in a property feeds it this way: passing the property
  /// to ``process(_:)`` copies the frame, a retain and release of its contacts every frame.
  public func process(draining frame: inout TouchFrame) {
    if !frame.penProximity.isEmpty { applyPenProximity(of: frame) }
    engine.process(frame)
    frame.removeAll()
  }

  /// Cancels every touch, as for a system interruption: an inactive application, a paused
  /// session, a device that went away (R41).
  public func interrupt() {
    engine.cancelTouches { _ in true }
  }

  /// Cancels the active touches for which `shouldCancel` is true: their recognizers and
  /// views get `touchesCancelled` and nothing more arrives for them.
  ///
  /// Called during a delivery (from a responder, say), the cancel waits until the
  /// delivery has finished, then runs as a frame of its own at the same time (R42).
  public func cancelTouches(where shouldCancel: @escaping (Touch) -> Bool) {
    engine.cancelTouches(where: shouldCancel)
  }

  /// Cancels the touches bound to `view` or to a view inside it (R42).
  func cancelTouches(boundInto view: View) {
    cancelTouches { $0.view?.isDescendant(of: view) == true }
  }
}
