/// The seat manager: turns input frames into touches and delivers them through the
/// application, its windows, gesture recognizers and responder chains.
///
/// Feed it ``TouchFrame``s in time order with ``process(_:)``. It keeps one ``Touch`` per
/// finger, hit-tests each new finger once (R17), decides whether its view may have it
/// (R32–R35), and hands one reused ``TouchEvent`` to ``Application/sendEvent(_:)-(TouchEvent)``.
///
/// Each call that may deliver ends with one ``SeatObserver/seatDidEndFrame(_:)`` to the
/// seat's observers, so whoever sends deliveries on ends its frames where the input's do.
/// Everything a delivery keeps track of lives in the seat, so several seats can serve one
/// application side by side.
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
  @exclusivity(unchecked) public var configuration: Configuration
  /// The time of the latest frame, timer or ``advance(to:)``, in seconds.
  @exclusivity(unchecked) public private(set) var now: TimeInterval = 0

  // The stored properties the delivery touches on every frame or touch are marked
  // `@exclusivity(unchecked)`, here and in Touch, TouchEvent, View, Window, Application and
  // GestureRecognizer: the seat runs on one thread and never re-enters these accesses, and
  // the dynamic checks were more than half of a frame's instructions.
  let event: TouchEvent
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
  /// The observers, held weakly, in the order they were added.
  @exclusivity(unchecked) var observers: ContiguousArray<WeakSeatObserver> = []
  /// Called where each frame ends, before the observers' ``SeatObserver/seatDidEndFrame(_:)``:
  /// how the Wayland adapter of this package ends its clients' `wl_touch` frames.
  // A C function and its context, not a closure or an observer: the call costs no weak load,
  // and no retain and release of a closure's context, every frame.
  @exclusivity(unchecked) package var frameEndHandler: FrameEndHandler?
  /// How many units of work (``performFrame(_:)``) are under way; the frame ends at zero.
  @exclusivity(unchecked) var openFrames = 0
  /// The windows that let the delivery under way through to their recognizers and views;
  /// the others declined it.
  @exclusivity(unchecked) var windowsDelivered = DeliveredWindows()
  /// The recognizers handed the delivery under way, so each is handed a frame once.
  @exclusivity(unchecked) var recognizersDelivered: ContiguousArray<ObjectIdentifier> = []
  /// The view every touch of a steady motion frame moved in, while the frame is delivered
  /// (see `Seat+SteadyMotion.swift`); `nil` in any other delivery.
  // Unmanaged: the event's touches hold the view for as long as this is set, and a strong
  // (or unowned(unsafe)) reference cost a retain and release each time it was read.
  @exclusivity(unchecked) var steadyView: Unmanaged<View>?
  /// Whether steady motion frames take their fused path; tests turn it off to check that
  /// path against the general one.
  @exclusivity(unchecked) package var usesSteadyMotion = true

  /// Creates a seat that delivers to `application`.
  public init(application: Application, configuration: Configuration = Configuration()) {
    self.application = application
    self.configuration = configuration
    event = TouchEvent()
    event.owner = .passUnretained(self)
    // The general path's scratch storage, which a steady frame never reads. The lists that
    // a steady frame only checks for emptiness (lingering touches, recognizers, their
    // actions) take their capacity at first use instead: until then they share the empty
    // array's storage, and reading their counts costs the frame no cache line of its own.
    scratch.reserveCapacity(16)
    candidates.reserveCapacity(16)
    application.seats.append(WeakSeat(seat: self))
  }

  deinit {
    // The event may outlive its seat (a responder kept it): it then has no seat.
    event.owner = nil
  }

  /// The touches that are down now, in the order they began.
  public var activeTouches: TouchSet { event.allTouches }

  /// When the earliest pending timer is due; the driver calls ``advance(to:)`` then.
  public var nextDeadline: TimeInterval? { timers.nextDeadline }

  /// Moves the seat's clock to `time`, firing every timer due at or before it, in time
  /// order, each at its own due time.
  ///
  /// Each timer that fires ends a frame of its own (``SeatObserver/seatDidEndFrame(_:)``).
  public func advance(to time: TimeInterval) {
    while let (deadline, action) = timers.popDue(atOrBefore: time) {
      now = max(now, deadline)
      performFrame {
        action(deadline)
        runDeferredWork()
      }
    }
    now = max(now, time)
  }

  /// Delivers one input frame. Timers due before the frame fire first, as part of it.
  ///
  /// Ends with one ``SeatObserver/seatDidEndFrame(_:)``, also when nothing changed.
  public func process(_ frame: TouchFrame) {
    if !frame.penProximity.isEmpty { applyPenProximity(of: frame) }
    processFrame(frame)
  }

  /// Delivers one input frame as ``process(_:)`` does, then empties it, keeping its
  /// storage, for the producer to refill.
  ///
  /// A producer that keeps its frame in a property feeds it this way: passing the property
  /// to ``process(_:)`` copies the frame, a retain and release of its contacts every frame.
  public func process(draining frame: inout TouchFrame) {
    if !frame.penProximity.isEmpty { applyPenProximity(of: frame) }
    processFrame(frame)
    frame.removeAll()
  }

  /// ``process(_:)``, inlined into both entry points: one call fewer a frame.
  @inline(__always)
  private func processFrame(_ frame: TouchFrame) {
    precondition(!isDispatching, "a frame was fed to the seat while it delivered one")
    // `performFrame(_:)`, written out (see `endUnitOfWork()`).
    openFrames += 1
    // Most frames have no timer due: only the clock moves then, without the call.
    if timers.hasDue(atOrBefore: frame.time) {
      advance(to: frame.time)
    } else {
      now = max(now, frame.time)
    }
    processContacts(of: frame)
    endUnitOfWork()
  }

  /// Applies the frame's contacts and delivers what changed. A steady motion frame takes
  /// the fused path (`Seat+SteadyMotion.swift`); any other frame, or what the fused path
  /// left over, the general one.
  // Inlined, as the fused path's dispatch: the steady frame then makes fewer calls.
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

  /// Cancels every touch, as for a system interruption: an inactive application, a paused
  /// session, a device that went away (R41).
  public func interrupt() {
    cancelTouches { _ in true }
  }

  /// Cancels the active touches for which `shouldCancel` is true: their recognizers and
  /// views get `touchesCancelled` and nothing more arrives for them.
  ///
  /// Called during a delivery (from a responder, say), the cancel waits until the
  /// delivery has finished, then runs as a frame of its own at the same time (R42).
  public func cancelTouches(where shouldCancel: @escaping (Touch) -> Bool) {
    guard !isDispatching else {
      deferredWork.append { [unowned self] in cancelTouches(where: shouldCancel) }
      return
    }
    performFrame {
      beginFrame()
      var changed = false
      for touch in event.touches where shouldCancel(touch) {
        touch.phase = .cancelled
        touch.timestamp = now
        changed = true
      }
      if changed { dispatch() }
    }
  }

  /// Cancels the touches bound to `view` or to a view inside it (R42).
  func cancelTouches(boundInto view: View) {
    cancelTouches { $0.view?.isDescendant(of: view) == true }
  }

  /// Every active touch starts the frame stationary (R25).
  func beginFrame() {
    event.timestamp = now
    for touch in event.touches { touch.phase = .stationary }
  }

  /// Applies one contact; returns whether a touch changed.
  ///
  /// A down for a finger that is already down, or a change for one that is not, means the
  /// producer lost track: the contact is dropped rather than a touch invented.
  private func apply(_ contact: TouchContact) -> Bool {
    // Usually empty: skip searching it.
    if !droppedContacts.isEmpty, let dropped = droppedContacts.firstIndex(of: contact.id) {
      if contact.change == .up || contact.change == .cancel { droppedContacts.remove(at: dropped) }
      return false
    }
    guard let index = activeTouchIndex(withContactID: contact.id) else {
      return contact.change == .down && begin(contact)
    }
    // The event holds the touch throughout, and the update is inlined and calls nothing,
    // so the touch is changed where it lies, unretained.
    return update(event.touches[index], with: contact)
  }

  /// Applies a contact to its finger's touch; returns whether the touch changed.
  // Inlined, as is the search below: they run for every contact of every frame.
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

  /// The index in the event of the active touch of a finger.
  @inline(__always)
  private func activeTouchIndex(withContactID id: Int) -> Int? {
    // Devices list a frame's contacts in the same order frame after frame, which is the
    // order the touches began in: the search starts after the last contact's touch.
    let touches = event.touches
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
      view: application.hitTest(location, with: event), pen: contact.pen)
    touch.tapCount = tapCount(at: location)
    notifyObservers { $0.seat(self, didHitTest: touch) }
    event.append(touch)
    touch.delivery = admits(touch) ? .admitted : .blocked
    collectRecognizers(for: touch)
    return true
  }

  /// R24: a touch that begins soon after, and near, the last tap continues its count.
  private func tapCount(at location: Point) -> Int {
    guard let lastTap, now - lastTap.time <= configuration.tapInterval,
      lastTap.location.distance(to: location) <= configuration.tapDistance
    else { return 1 }
    return lastTap.count + 1
  }

  /// Delivers the frame as one pass over every window (R49, R54): the application hands
  /// the event to the windows, and each window that lets it through hands its touches to
  /// their recognizers (``deliver(_:in:)``); the touches of the windows that declined are
  /// taken; then, once every window's recognizers have made their transitions, the views
  /// of every window get what the frame settled, and the actions run.
  func dispatch() {
    startDispatch()
    application.sendEvent(event)
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

  // Inlined: it runs for every delivery, and does little.
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
    event.forEachWindow { window in
      guard !windowsDelivered.contains(window) else { return }
      var taken = false
      for touch in event.touches where touch.window === window && touch.phase != .stationary {
        if !touch.phase.isTerminal { droppedContacts.append(touch.contactID) }
        touch.phase = .cancelled
        taken = true
      }
      if taken { deliverToRecognizers(in: window) }
    }
  }

  private func retireFinishedTouches() {
    var anyFinished = false
    for touch in event.touches where touch.phase.isTerminal {
      anyFinished = true
      if touch.phase == .ended {
        lastTap = (touch.timestamp, touch.locationInScreen, touch.tapCount)
      }
      for recognizer in touch.recognizers {
        recognizer.trackedTouches.removeAll { $0 === touch }
      }
      if touch.isWaitingForRecognizers { lingering.append(touch) }
    }
    // Most frames finish no touch: skip rewriting the arrays then.
    if anyFinished {
      event.removeFinishedTouches()
      // The multitouch sequence is over: what recognized in it is settled no longer.
      if event.touches.isEmpty && !recognizedInSequence.isEmpty {
        recognizedInSequence.removeAll(keepingCapacity: true)
      }
    }
    if !lingering.isEmpty { lingering.removeAll { !$0.isWaitingForRecognizers } }
  }

  func runDeferredWork() {
    while !deferredWork.isEmpty {
      deferredWork.removeFirst()()
    }
  }
}
