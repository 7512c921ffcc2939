/// What a ``Seat`` does with its input: keeps the touches, hit-tests each new finger,
/// decides what each view and recognizer gets, and delivers it. The seat is its public
/// face and owns it; the engine owns every piece of state that a delivery keeps, so that
/// ``View``, ``Window``, ``Touch``, ``TouchEvent`` and ``Application`` stay plain model types.
///
/// A change to delivery must keep these true (docs/semantics.md has the rules R1–R71):
///
/// - Every touch that began ends exactly once: its view gets `touchesEnded` or
///   `touchesCancelled` once if it got `touchesBegan` (withheld ones included, R56–R58),
///   and each recognizer that received it sees it end or is reset; touches of a window
///   that declined the event, or of a view that left its window, are cancelled (R41, R42).
/// - One delivery is one pass over every window (R49, R54): the application and then each
///   window get the event through their overridable `sendEvent`; the recognizers of every
///   window make their transitions; then the views, one call per view and phase, phases
///   in the order began, moved, ended, cancelled, views in the order of their earliest
///   touch (R28); then the actions; then the resets (R48). Work asked for during a
///   delivery runs after it, in the same frame (R42), and every unit of work ends its
///   frame exactly once (`performFrame(_:)`).
/// - The fused steady-motion path (`DeliveryEngine+SteadyMotion.swift`) is taken only when
///   its outcome is known in advance, and then it must equal the general path exactly:
///   the same calls to the same responders and observers, with the same touches in the
///   same phases. `SteadyMotionPropertyTests` checks the two against each other
///   (`usesSteadyMotion`); change them together.
///
/// The engine runs on its seat's thread and is never re-entered while it changes its own
/// state, so its stored properties are `@exclusivity(unchecked)`; the references it keeps
/// unmanaged are kept alive by what the comments beside them say. No such access belongs
/// anywhere else in the core.
final class DeliveryEngine {
  /// The application whose windows the touches go to.
  let application: Application
  /// The seat that owns the engine, unretained: the seat clears it when it goes
  /// (``TouchEvent/seat`` then answers `nil`).
  @exclusivity(unchecked) private(set) var owner: Unmanaged<Seat>?
  /// The seat's event, which holds the engine, unretained: the seat holds it for as long
  /// as the engine delivers. Set by `attach(to:)`; lent by `withEvent(_:)`.
  @exclusivity(unchecked) private var eventReference: Unmanaged<TouchEvent>?
  /// The time of the latest frame, timer or `advance(to:)`.
  @exclusivity(unchecked) var now: TimeInterval = 0
  /// The time of the frame being delivered (``TouchEvent/timestamp``).
  @exclusivity(unchecked) var frameTime: TimeInterval = 0
  /// The active touches, in the order they began (the event's touches). Changed only
  /// through `append(_:)` and `removeFinishedTouches()`.
  @exclusivity(unchecked) private(set) var touches: ContiguousArray<Touch> = []
  /// ``touches`` as one set, made when a steady motion frame first needs it and kept until
  /// they change: the frame's view gets it without a retain and release of its storage.
  /// Emptied before the array changes, which then stays uniquely referenced.
  @exclusivity(unchecked) var steadyTouches = TouchSet()
  /// The one window of every touch, while a steady motion frame is delivered:
  /// `forEachWindow(_:)` then need not look at each touch. Unmanaged: the touches hold the
  /// window while it is set.
  @exclusivity(unchecked) var soleWindow: Unmanaged<Window>?
  /// The view every touch of a steady motion frame moved in, while the frame is delivered;
  /// `nil` in any other delivery. Unmanaged: the touches hold the view while it is set.
  @exclusivity(unchecked) var steadyView: Unmanaged<View>?
  /// Whether steady motion frames take their fused path; tests turn it off to check that
  /// path against the general one.
  @exclusivity(unchecked) var usesSteadyMotion = true
  @exclusivity(unchecked) var timers = TimerQueue()
  /// Fingers whose changes are dropped until they lift: begun while ignoring (R6a), or
  /// taken by an event observer.
  @exclusivity(unchecked) var droppedContacts: [Int] = []
  /// The pens near the glass and the screens they are over (`Seat+PalmRejection.swift`).
  var pensInProximity: [(pen: Int, screen: Rect)] = []
  /// Where the search for the next contact's touch starts.
  @exclusivity(unchecked) var contactSearchStart = 0
  @exclusivity(unchecked) private var nextSequence: UInt64 = 0
  @exclusivity(unchecked) private var lastTap: (time: TimeInterval, location: Point, count: Int)?
  @exclusivity(unchecked) var isDispatching = false
  /// Work asked for during a delivery, run in order once it is over (R42).
  @exclusivity(unchecked) var deferredWork: [() -> Void] = []
  /// Reused storage for the touches of one responder or recognizer call.
  @exclusivity(unchecked) var scratch: ContiguousArray<Touch> = []
  /// Reused storage for the touches one view delivery considers, in the order they began.
  @exclusivity(unchecked) var candidates: ContiguousArray<Touch> = []
  /// Touches whose fingers lifted but whose views still wait for their ended (R57).
  @exclusivity(unchecked) var lingering: ContiguousArray<Touch> = []
  /// Recognizers that received touches since their last reset.
  @exclusivity(unchecked) var involved: ContiguousArray<GestureRecognizer> = []
  /// Recognizers that recognized (began or recognized) in the multitouch sequence under
  /// way, reset since or not: a failure requirement among them has settled its dependants
  /// (R66).
  @exclusivity(unchecked) var recognizedInSequence: ContiguousArray<GestureRecognizer> = []
  /// Actions of this delivery, in the order of the transitions that caused them (R54).
  @exclusivity(unchecked) var queuedActions:
    ContiguousArray<(recognizer: GestureRecognizer, state: GestureRecognizer.State)> = []
  /// The seat's observers, held weakly, in the order they were added.
  @exclusivity(unchecked) var observers: ContiguousArray<WeakSeatObserver> = []
  /// Called where each frame ends, before the observers (``Seat/frameEndHandler``).
  @exclusivity(unchecked) var frameEndHandler: FrameEndHandler?
  /// How many units of work (`performFrame(_:)`) are under way; the frame ends at zero.
  @exclusivity(unchecked) var openFrames = 0
  /// The windows that let the delivery under way through to their recognizers and views;
  /// the others declined it.
  @exclusivity(unchecked) var windowsDelivered = DeliveredWindows()
  /// The recognizers handed the delivery under way, so each is handed a frame once.
  @exclusivity(unchecked) var recognizersDelivered: ContiguousArray<ObjectIdentifier> = []

  init(application: Application) {
    self.application = application
    touches.reserveCapacity(16)
    // The general path's scratch storage, which a steady frame never reads. The lists that
    // a steady frame only checks for emptiness (lingering touches, recognizers, their
    // actions) take their capacity at first use instead: until then they share the empty
    // array's storage, and reading their counts costs the frame no cache line of its own.
    scratch.reserveCapacity(16)
    candidates.reserveCapacity(16)
  }

  /// Makes `seat` the engine's owner, or, with `nil`, notes that it is gone.
  func attach(to seat: Seat?) {
    owner = seat.map(Unmanaged.passUnretained)
    eventReference = seat.map { .passUnretained($0.event) }
  }

  /// Calls `body` with the seat's event, lent without a retain and release.
  @inline(__always)
  func withEvent<Result>(_ body: (TouchEvent) -> Result) -> Result {
    eventReference.unsafelyUnwrapped._withUnsafeGuaranteedRef(body)
  }

  /// The seat, while the engine delivers: the seat is what called it.
  var seat: Seat { owner.unsafelyUnwrapped.takeUnretainedValue() }

  // MARK: Touches

  private func append(_ touch: Touch) {
    steadyTouches = TouchSet()
    touches.append(touch)
  }

  private func removeFinishedTouches() {
    steadyTouches = TouchSet()
    touches.removeAll { $0.phase.isTerminal }
  }

  /// Calls `body` once for each window that has touches, in the order of each window's
  /// earliest touch.
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

  // MARK: Frames

  /// Moves the clock to `time`, firing every timer due at or before it, in time order.
  func advance(to time: TimeInterval) {
    while let (deadline, action) = timers.popDue(atOrBefore: time) {
      now = max(now, deadline)
      performFrame {
        action(deadline)
        runDeferredWork()
      }
    }
    now = max(now, time)
  }

  /// Delivers one input frame; timers due before it fire first, as part of it.
  @inline(__always)
  func process(_ frame: TouchFrame) {
    precondition(!isDispatching, "a frame was fed to the seat while it delivered one")
    // `performFrame(_:)`, written out (see `endUnitOfWork()`).
    openFrames += 1
    // Most frames have no timer due: only the clock moves then.
    if timers.hasDue(atOrBefore: frame.time) {
      advance(to: frame.time)
    } else {
      now = max(now, frame.time)
    }
    processContacts(of: frame)
    endUnitOfWork()
  }

  /// Applies the frame's contacts and delivers what changed. A steady motion frame takes
  /// the fused path; any other frame, or what the fused path left over, the general one.
  @inline(__always)
  private func processContacts(of frame: TouchFrame) {
    let leading = applyLeadingMotions(of: frame)
    if leading.isSteady { return dispatchSteadyMotion() }
    var changed = leading.changed
    for index in leading.count..<frame.count {
      changed = apply(frame.storage[index]) || changed
    }
    if changed { dispatch() }
  }

  /// Cancels the active touches for which `shouldCancel` is true; during a delivery, once
  /// it is over (R42).
  func cancelTouches(where shouldCancel: @escaping (Touch) -> Bool) {
    guard !isDispatching else {
      deferredWork.append { [unowned self] in cancelTouches(where: shouldCancel) }
      return
    }
    performFrame {
      beginFrame()
      var changed = false
      for touch in touches where shouldCancel(touch) {
        touch.phase = .cancelled
        touch.timestamp = now
        changed = true
      }
      if changed { dispatch() }
    }
  }

  /// Every active touch starts the frame stationary (R25).
  func beginFrame() {
    frameTime = now
    for touch in touches { touch.phase = .stationary }
  }

  /// Applies one contact; returns whether a touch changed.
  ///
  /// A down for a finger that is already down, or a change for one that is not, means the
  /// producer lost track: the contact is dropped rather than a touch invented.
  private func apply(_ contact: TouchContact) -> Bool {
    if !droppedContacts.isEmpty, let dropped = droppedContacts.firstIndex(of: contact.id) {
      if contact.change == .up || contact.change == .cancel { droppedContacts.remove(at: dropped) }
      return false
    }
    guard let index = activeTouchIndex(withContactID: contact.id) else {
      return contact.change == .down && begin(contact)
    }
    return update(touches[index], with: contact)
  }

  /// Applies a contact to its finger's touch; returns whether the touch changed.
  @inline(__always)
  private func update(_ touch: Touch, with contact: TouchContact) -> Bool {
    switch contact.change {
    case .down:
      return false
    case .motion:
      guard touch.phase != .began, let location = contact.location else { return false }
      if touch.move(to: location, at: now) { touch.phase = .moved }
      // A pen pressing harder or tilting moves its touch too, as in UIKit.
      if let pen = contact.pen, touch.update(pen, at: now) { touch.phase = .moved }
      return touch.phase == .moved
    case .up:
      if let location = contact.location { _ = touch.move(to: location, at: now) }
      touch.phase = .ended
      touch.timestamp = now
      return true
    case .cancel:
      touch.phase = .cancelled
      touch.timestamp = now
      return true
    }
  }

  /// The index of the active touch of a finger.
  @inline(__always)
  private func activeTouchIndex(withContactID id: Int) -> Int? {
    // Devices list a frame's contacts in the same order frame after frame, which is the
    // order the touches began in: the search starts after the last contact's touch.
    let touches = self.touches
    var index = contactSearchStart < touches.endIndex ? contactSearchStart : 0
    for _ in touches.indices {
      let touch = touches[index]
      if touch.contactID == id && !touch.phase.isTerminal {
        contactSearchStart = index + 1
        return index
      }
      index = index + 1 < touches.endIndex ? index + 1 : 0
    }
    return nil
  }

  private func begin(_ contact: TouchContact) -> Bool {
    guard !application.isIgnoringInteractionEvents, !rejectsAsPalm(contact) else {
      droppedContacts.append(contact.id)
      return false
    }
    let location = contact.location ?? .zero
    nextSequence += 1
    let touch = Touch(
      contactID: contact.id, sequence: nextSequence, location: location, timestamp: now,
      tapCount: tapCount(at: location), view: withEvent { application.hitTest(location, with: $0) },
      pen: contact.pen)
    notifyObservers { $0.seat(seat, didHitTest: touch) }
    append(touch)
    touch.state.delivery = admits(touch) ? .admitted : .blocked
    collectRecognizers(for: touch)
    return true
  }

  /// R24: a touch that begins soon after, and near, the last tap continues its count.
  private func tapCount(at location: Point) -> Int {
    let configuration = seat.configuration
    guard let lastTap, now - lastTap.time <= configuration.tapInterval,
      lastTap.location.distance(to: location) <= configuration.tapDistance
    else { return 1 }
    return lastTap.count + 1
  }

  // MARK: Deliveries

  /// Delivers the frame as one pass over every window (R49, R54): the application hands
  /// the event to the windows, and each window that lets it through hands its touches to
  /// their recognizers (`deliver(_:in:)`); the touches of the windows that declined are
  /// taken; then, once every window's recognizers have made their transitions, the views
  /// of every window get what the frame settled, and the actions run.
  func dispatch() {
    startDispatch()
    withEvent { application.sendEvent($0) }
    takeTouchesOfDeclinedWindows()
    deliverSettledFrame()
    finishDispatch()
  }

  /// Runs work that has no input frame of its own (a recognizer's timer, a disabled
  /// recognizer, a touch handed off) as a delivery of the stationary touches: the work and
  /// the recognizers' transitions, then what they release or cancel in the views, then
  /// actions and resets.
  ///
  /// During a delivery (a responder disabled a recognizer) the work runs at once; what it
  /// releases in the views, whose part of the delivery may already be planned, follows in
  /// a tick of its own once the delivery is over, in the same frame (as R42's cancels do).
  func performRecognizerTick(_ body: () -> Void) {
    guard !isDispatching else {
      body()
      deferredWork.append { [unowned self] in performRecognizerTick {} }
      return
    }
    performFrame {
      beginFrame()
      startDispatch()
      body()
      deliverSettledFrame()
      finishDispatch()
    }
  }

  /// The second half of every delivery, once the recognizers have seen it: every window's
  /// views, then the actions (R54). A withheld began or ended is delivered in the delivery
  /// that releases it, whichever window's recognizer released it.
  func deliverSettledFrame() {
    deliverToViews()
    sendQueuedActions()
  }

  @inline(__always)
  func startDispatch() {
    isDispatching = true
    windowsDelivered.removeAll()
    // Usually empty: emptying it again would still rewrite the array.
    if !recognizersDelivered.isEmpty { recognizersDelivered.removeAll(keepingCapacity: true) }
  }

  func finishDispatch() {
    resetFinishedRecognizers()
    retireFinishedTouches()
    isDispatching = false
    runDeferredWork()
  }

  /// Touches whose window never received the event were consumed by an observer or an
  /// overriding `sendEvent`: they are cancelled for their recognizers, and for their views
  /// when the frame's views are served, and the fingers' later changes are dropped (see
  /// ``EventDisposition/consume``).
  func takeTouchesOfDeclinedWindows() {
    forEachWindow { window in
      guard !windowsDelivered.contains(window) else { return }
      var taken = false
      for touch in touches where touch.window === window && touch.phase != .stationary {
        if !touch.phase.isTerminal { droppedContacts.append(touch.contactID) }
        touch.phase = .cancelled
        taken = true
      }
      if taken { deliverToRecognizers(in: window) }
    }
  }

  private func retireFinishedTouches() {
    var anyFinished = false
    for touch in touches where touch.phase.isTerminal {
      anyFinished = true
      if touch.phase == .ended {
        lastTap = (touch.timestamp, touch.locationInScreen, touch.tapCount)
      }
      for recognizer in touch.state.recognizers {
        recognizer.trackedTouches.removeAll { $0 === touch }
      }
      if touch.state.isWaitingForRecognizers { lingering.append(touch) }
    }
    // Most frames finish no touch: skip rewriting the arrays then.
    if anyFinished {
      removeFinishedTouches()
      // The multitouch sequence is over: what recognized in it is settled no longer.
      if touches.isEmpty && !recognizedInSequence.isEmpty {
        recognizedInSequence.removeAll(keepingCapacity: true)
      }
    }
    if !lingering.isEmpty { lingering.removeAll { !$0.state.isWaitingForRecognizers } }
  }

  func runDeferredWork() {
    while !deferredWork.isEmpty {
      deferredWork.removeFirst()()
    }
  }

  // MARK: Observers

  /// Calls `body` with each live observer, in the order they were added. Walks the list in
  /// place: no copy, no allocation, on the delivery's hot path.
  @inline(__always)
  func notifyObservers(_ body: (SeatObserver) -> Void) {
    var index = 0
    while index < observers.count {
      if let observer = observers[index].observer { body(observer) }
      index += 1
    }
  }
}
