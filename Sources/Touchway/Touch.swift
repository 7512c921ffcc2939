/// One finger on the screen, from the moment it touches down until it lifts or is
/// cancelled (R19).
///
/// The seat creates one `Touch` per finger and mutates it for the finger's whole life;
/// a new finger always gets a new object, even when the device reuses its slot. ``view``
/// and ``window`` are fixed when the finger touches down (R17, R20).
public final class Touch {
  /// Where a touch is in its life (R21).
  public enum Phase: Hashable, Sendable, CustomStringConvertible {
    /// The finger touched down in this frame.
    case began
    /// The finger moved in this frame.
    case moved
    /// The finger is down and did not change in this frame.
    case stationary
    /// The finger lifted in this frame.
    case ended
    /// The system cancelled the touch in this frame.
    case cancelled

    /// The phase's name as the trace prints it.
    public var description: String {
      switch self {
      case .began: "began"
      case .moved: "moved"
      case .stationary: "stationary"
      case .ended: "ended"
      case .cancelled: "cancelled"
      }
    }

    /// Whether the touch is over: ended or cancelled.
    public var isTerminal: Bool { self == .ended || self == .cancelled }
  }

  /// The device's identifier for the finger (libinput's seat slot, a script's finger id).
  /// The device may give it to a new finger once this touch is over.
  public let contactID: Int
  /// What touches: a finger, or a pen's tip (`UITouch.TouchType`); fixed at began.
  public let type: TouchType
  /// The pen's force and angles, for a ``TouchType/pencil`` touch (`Touch+Pencil.swift`).
  var penSample: PenSample
  /// The touch's phase in the frame being delivered.
  public internal(set) var phase: Phase {
    @inlinable get { sample.phase }
    set { sample.phase = newValue }
  }
  /// How many taps in a row this touch completes; computed at began, never changed (R24).
  @exclusivity(unchecked) public internal(set) var tapCount: Int
  /// When the touch began or last changed, in seconds; stationary touches keep it (R23).
  public internal(set) var timestamp: TimeInterval {
    @inlinable get { sample.timestamp }
    set { sample.timestamp = newValue }
  }
  /// The view the touch was hit-tested to at began, or `nil` if no view was hit (R18).
  // Constants, so the delivery compares them with other views without retaining them.
  public let view: View?
  /// The window the touch began in.
  public let window: Window?

  /// The location in screen coordinates.
  public internal(set) var locationInScreen: Point {
    @inlinable get { sample.locationInScreen }
    set { sample.locationInScreen = newValue }
  }
  /// The location before the most recent change of location, in screen coordinates (R22).
  public internal(set) var previousLocationInScreen: Point {
    @inlinable get { sample.previousLocationInScreen }
    set { sample.previousLocationInScreen = newValue }
  }

  /// What the touch shows now: the four properties above.
  // Unchecked, and read by inlined getters: `@exclusivity(unchecked)` on a public stored
  // property does not reach reads compiled in other modules (Swift 6.3), which checked
  // each one dynamically (`swift_beginAccess`, ~85 instructions) — two per finger for a
  // Wayland client's surface. Code inlined from this module keeps the attribute.
  @usableFromInline @exclusivity(unchecked) var sample: Sample

  /// The order in which the seat created touches; breaks ties and orders deliveries.
  let sequence: UInt64
  /// What the hit view has been given of this touch (responder-semantics part C).
  @exclusivity(unchecked) var delivery: Delivery = .blocked
  /// The view callbacks this touch takes part in during the delivery under way.
  @exclusivity(unchecked) var callbacks: Callbacks = []
  /// The recognizers that receive it, G(t), in the order they see it (R45).
  @exclusivity(unchecked) var recognizers: ContiguousArray<GestureRecognizer> = []
  /// What the touch really is while a callback shows it in another phase (R56, R58).
  @exclusivity(unchecked) private var presented: Sample?
  /// Location, timestamp at began, for a replayed began (R56).
  let beganLocationInScreen: Point
  let beganTimestamp: TimeInterval

  init(
    contactID: Int, sequence: UInt64, location: Point, timestamp: TimeInterval, view: View?,
    pen: PenSample? = nil
  ) {
    self.contactID = contactID
    self.type = pen == nil ? .direct : .pencil
    self.penSample = pen ?? .finger
    self.sequence = sequence
    self.view = view
    self.window = view?.window
    self.sample = Sample(
      phase: .began, timestamp: timestamp, locationInScreen: location,
      previousLocationInScreen: location)
    self.tapCount = 1
    self.beganLocationInScreen = location
    self.beganTimestamp = timestamp
  }

  /// The current location in `view`'s coordinates, or in the touch's window's coordinates
  /// when `view` is `nil`.
  public func location(in view: View?) -> Point {
    convertFromScreen(locationInScreen, to: view)
  }

  /// The location before the most recent change of location, in `view`'s coordinates (or
  /// the window's when `nil`); equal to ``location(in:)`` at began (R22).
  public func previousLocation(in view: View?) -> Point {
    convertFromScreen(previousLocationInScreen, to: view)
  }

  private func convertFromScreen(_ point: Point, to view: View?) -> Point {
    guard let target = view ?? window else { return point }
    return target.convert(fromScreen: point)
  }

  /// Shows the touch in `phase` for one callback: a replayed began shows where and when the
  /// touch began (R56); a touch a recognizer takes shows as cancelled (R58).
  /// - Returns: whether the touch shows other than it is (``endPresentation()`` has work).
  func present(_ phase: Phase) -> Bool {
    guard self.phase != phase else { return false }
    presented = sample
    self.phase = phase
    if phase == .began {
      locationInScreen = beganLocationInScreen
      previousLocationInScreen = beganLocationInScreen
      timestamp = beganTimestamp
    }
    return true
  }

  /// Shows the touch as one that begins where it is now, for one callback: a touch handed
  /// on to another responder (``Seat/handOff(_:to:)``).
  func presentAsBeginningHere() {
    presented = sample
    phase = .began
    previousLocationInScreen = locationInScreen
  }

  /// Undoes ``present(_:)`` and ``presentAsBeginningHere()``.
  func endPresentation() {
    guard let presented else { return }
    sample = presented
    self.presented = nil
  }

  /// Moves the touch; a location equal to the current one changes nothing (R30).
  /// - Returns: whether the location changed.
  func move(to location: Point, at time: TimeInterval) -> Bool {
    guard location != locationInScreen else { return false }
    previousLocationInScreen = locationInScreen
    locationInScreen = location
    timestamp = time
    return true
  }
}

extension Touch {
  /// A set of the four touch callbacks.
  struct Callbacks: OptionSet {
    let rawValue: UInt8
    static let began = Callbacks(rawValue: 1)
    static let moved = Callbacks(rawValue: 2)
    static let ended = Callbacks(rawValue: 4)
    static let cancelled = Callbacks(rawValue: 8)
    /// In the order a frame delivers them (R28).
    static let deliveryOrder: [Callbacks] = [.began, .moved, .ended, .cancelled]
  }

  /// Whether the touch's view counts it as tracked for admission (R35): the view has it,
  /// or will get its began, and the finger is still down.
  var countsAsTracking: Bool {
    (delivery == .admitted || delivery == .tracking || delivery == .beganPending)
      && !phase.isTerminal
  }

  /// The view-delivery state of a touch (responder-semantics part C).
  enum Delivery {
    /// Withheld from its view for life; nothing reaches the view or its chain.
    case blocked
    /// Admitted by its view, which gets its began in the delivery under way.
    case admitted
    /// Its began is held back by a recognizer that delays began (R56).
    case beganPending
    /// The view received began and waits for more.
    case tracking
    /// The finger lifted but the view's ended is held back (R57).
    case endPending
    /// The view received ended or cancelled.
    case finished
  }
}
