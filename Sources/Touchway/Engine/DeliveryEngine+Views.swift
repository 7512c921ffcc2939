extension DeliveryEngine {
  /// The window's part of a delivery (R5, R49): the recognizers of the event's touches in
  /// `window` see the frame and make their transitions. The seat notes the window let the
  /// event through; a window it never reaches declined it. The views, of every window,
  /// are served once every window has been (``deliverSettledFrame()``).
  // Inlined into the window's `sendEvent`, its one caller: one call fewer a frame.
  @inline(__always)
  func deliver(in window: Window) {
    windowsDelivered.insert(window)
    // A steady motion frame's touches have no recognizers.
    if steadyView == nil { deliverToRecognizers(in: window) }
  }

  /// One call per view and phase, phases in the order began, moved, ended, cancelled,
  /// views in the order of their earliest touch (R28), over every window: the event's
  /// touches and the lingering ones.
  func deliverToViews() {
    let touches = deliveryCandidates()
    var phases: Touch.Callbacks = []
    for touch in touches {
      planCallbacks(for: touch)
      phases.formUnion(touch.state.callbacks)
    }
    // Most frames have one phase (every finger moved): the others are not looked for.
    for phase in Touch.Callbacks.deliveryOrder where phases.contains(phase) {
      deliverGroups(of: phase, among: touches)
    }
    if !candidates.isEmpty { candidates.removeAll(keepingCapacity: true) }
  }

  /// The active and lingering touches, in the order they began. Usually none linger, and
  /// the event's touches are used as they are, without a copy.
  private func deliveryCandidates() -> ContiguousArray<Touch> {
    if lingering.isEmpty { return touches }
    gatherCandidates()
    return candidates
  }

  /// Merges the active and lingering touches into ``candidates``.
  private func gatherCandidates() {
    candidates.removeAll(keepingCapacity: true)
    var lingeringIndex = lingering.startIndex
    for touch in touches {
      while lingeringIndex < lingering.endIndex, lingering[lingeringIndex].sequence < touch.sequence
      {
        candidates.append(lingering[lingeringIndex])
        lingeringIndex += 1
      }
      candidates.append(touch)
    }
    candidates.append(contentsOf: lingering[lingeringIndex...])
  }

  /// Decides what the touch's view receives in this delivery and moves its delivery state
  /// on (responder-semantics part C, R56–R58).
  // Inlined: it runs for every touch of every frame.
  @inline(__always)
  private func planCallbacks(for touch: Touch) {
    touch.state.callbacks = []
    let taken = touch.state.recognizers.contains {
      $0.cancelsTouchesInView && $0.currentState.hasRecognized
    }
    switch touch.state.delivery {
    case .blocked, .finished:
      break
    case .admitted:
      planAdmitted(touch, taken: taken)
    case .beganPending:
      planBeganPending(touch, taken: taken)
    case .tracking:
      planTracking(touch, taken: taken)
    case .endPending:
      if taken {
        finish(touch, with: .cancelled)
      } else if !touch.state.isEndedDelayed {
        finish(touch, with: .ended)
      }
    }
  }

  private func planAdmitted(_ touch: Touch, taken: Bool) {
    if taken || touch.phase == .cancelled {
      touch.state.delivery = .blocked
    } else if touch.state.isBeganDelayed {
      touch.state.delivery = .beganPending
    } else {
      touch.state.callbacks = .began
      touch.state.delivery = .tracking
      planTracking(touch, taken: false)
    }
  }

  /// A withheld began is discarded if a recognizer took the touch, and replayed, with what
  /// happened since, once no recognizer delays it (R56).
  private func planBeganPending(_ touch: Touch, taken: Bool) {
    if taken || touch.phase == .cancelled {
      touch.state.delivery = .blocked
    } else if !touch.state.isBeganDelayed {
      touch.state.callbacks = .began
      if touch.locationInScreen != touch.beganLocationInScreen {
        touch.state.callbacks.insert(.moved)
      }
      touch.state.delivery = .tracking
      if touch.phase == .ended { planTracking(touch, taken: false) }
    }
  }

  private func planTracking(_ touch: Touch, taken: Bool) {
    if taken {
      finish(touch, with: .cancelled)
      return
    }
    switch touch.phase {
    case .moved:
      touch.state.callbacks.insert(.moved)
    case .ended where touch.state.isEndedDelayed:
      touch.state.delivery = .endPending
    case .ended:
      finish(touch, with: .ended)
    case .cancelled:
      finish(touch, with: .cancelled)
    case .began, .stationary:
      break
    }
  }

  private func finish(_ touch: Touch, with callback: Touch.Callbacks) {
    touch.state.callbacks.insert(callback)
    touch.state.delivery = .finished
  }

  private func deliverGroups(of phase: Touch.Callbacks, among candidates: ContiguousArray<Touch>) {
    for index in candidates.indices where candidates[index].state.callbacks.contains(phase) {
      guard let view = candidates[index].view else { continue }
      let run = run(of: phase, to: view, among: candidates, from: index)
      for member in run { candidates[member].state.callbacks.remove(phase) }
      guard sharesCall(phase, of: view, among: candidates, after: run.upperBound - 1) else {
        // The common cases, one finger per view or all of a view's fingers in a row, are a
        // slice of the candidates: no copy.
        send(phase, TouchSet(candidates[run]), to: view)
        continue
      }
      scratch.append(contentsOf: candidates[run])
      for touch in candidates[run.upperBound...]
      where touch.view === view && touch.state.callbacks.contains(phase) {
        touch.state.callbacks.remove(phase)
        scratch.append(touch)
      }
      send(phase, TouchSet(scratch[...]), to: view)
      // Holding no touches between deliveries keeps their views and windows collectable.
      scratch.removeAll(keepingCapacity: true)
    }
  }

  /// The candidates from `start` on that are in the call of `view` for `phase`, up to the
  /// first that is not.
  private func run(
    of phase: Touch.Callbacks, to view: View, among candidates: ContiguousArray<Touch>,
    from start: Int
  ) -> Range<Int> {
    var end = start + 1
    while end < candidates.endIndex, candidates[end].view === view,
      candidates[end].state.callbacks.contains(phase)
    {
      end += 1
    }
    return start..<end
  }

  /// Whether a candidate after `index` joins the call of `view` for `phase`.
  private func sharesCall(
    _ phase: Touch.Callbacks, of view: View, among candidates: ContiguousArray<Touch>,
    after index: Int
  ) -> Bool {
    var other = index + 1
    while other < candidates.endIndex {
      let touch = candidates[other]
      if touch.view === view && touch.state.callbacks.contains(phase) { return true }
      other += 1
    }
    return false
  }

  /// Calls the view's handler for `phase`, each touch shown in that phase for the call.
  // Inlined into the loop over a phase's views, where the phase is known.
  @inline(__always)
  private func send(_ phase: Touch.Callbacks, _ touches: TouchSet, to view: View) {
    let shown = phase.touchPhase
    var presentsAny = false
    for touch in touches { presentsAny = touch.present(shown) || presentsAny }
    notifyObservers { $0.seat(seat, willDeliver: shown, touches, to: view) }
    switch phase {
    case .began: withEvent { view.touchesBegan(touches, with: $0) }
    case .moved: withEvent { view.touchesMoved(touches, with: $0) }
    case .ended: withEvent { view.touchesEnded(touches, with: $0) }
    default: withEvent { view.touchesCancelled(touches, with: $0) }
    }
    // Most calls show every touch as it is: nothing to undo then.
    if presentsAny { for touch in touches { touch.endPresentation() } }
  }
}

extension TouchState {
  /// Whether the view still waits for a withheld began or ended of this touch.
  var isWaitingForRecognizers: Bool { delivery == .beganPending || delivery == .endPending }

  /// Whether a recognizer that delays began still might recognize (R56, R60).
  var isBeganDelayed: Bool {
    recognizers.contains { $0.delaysTouchesBegan && $0.currentState == .possible }
  }

  /// Whether a recognizer that delays ended still might recognize (R57, R60).
  var isEndedDelayed: Bool {
    recognizers.contains { $0.delaysTouchesEnded && $0.currentState == .possible }
  }
}

extension Touch.Callbacks {
  /// The touch phase a callback shows.
  var touchPhase: Touch.Phase {
    switch self {
    case .began: .began
    case .moved: .moved
    case .ended: .ended
    default: .cancelled
    }
  }
}
