/// The engine's part of a ``Touch``: what the touch shows now, and what its delivery has
/// done. The touch's public properties read it; only the engine changes it.
final class TouchState {
  /// The touch's phase, time and locations now.
  @exclusivity(unchecked) var sample: Touch.Sample
  /// What the hit view has been given of the touch (responder-semantics part C).
  @exclusivity(unchecked) var delivery: Touch.Delivery = .blocked
  /// The view callbacks the touch takes part in during the delivery under way.
  @exclusivity(unchecked) var callbacks: Touch.Callbacks = []
  /// The recognizers that receive it, G(t), in the order they see it (R45).
  @exclusivity(unchecked) var recognizers: ContiguousArray<GestureRecognizer> = []
  /// What the touch really is while a callback shows it in another phase (R56, R58).
  @exclusivity(unchecked) var presented: Touch.Sample?

  init(sample: Touch.Sample) {
    self.sample = sample
  }

  /// Whether the touch's view counts it as tracked for admission (R35): the view has it,
  /// or will get its began, and the finger is still down.
  var countsAsTracking: Bool {
    (delivery == .admitted || delivery == .tracking || delivery == .beganPending)
      && !sample.phase.isTerminal
  }
}

extension Touch {
  /// Shows the touch in `phase` for one callback: a replayed began shows where and when the
  /// touch began (R56); a touch a recognizer takes shows as cancelled (R58).
  /// - Returns: whether the touch shows other than it is (``endPresentation()`` has work).
  func present(_ phase: Phase) -> Bool {
    guard self.phase != phase else { return false }
    state.presented = state.sample
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
    state.presented = state.sample
    phase = .began
    previousLocationInScreen = locationInScreen
  }

  /// Undoes ``present(_:)`` and ``presentAsBeginningHere()``.
  func endPresentation() {
    guard let presented = state.presented else { return }
    state.sample = presented
    state.presented = nil
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
