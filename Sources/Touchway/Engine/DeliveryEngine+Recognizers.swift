extension DeliveryEngine {
  /// G(t): the enabled recognizers of the touch's hit view and its ancestors up to the
  /// window, the view's own first, each view's in the order they were added (R45), that
  /// their delegates and the hit view let see the touch (R46). Fixed for the touch's life.
  func collectRecognizers(for touch: Touch) {
    var view = touch.view
    while let current = view {
      view = current.superview
      // Most views have no recognizers: skip walking (and retaining) their empty lists.
      guard !current.gestureRecognizers.isEmpty else { continue }
      for recognizer in current.gestureRecognizers where accepts(touch, recognizer) {
        touch.state.recognizers.append(recognizer)
        recognizer.trackedTouches.append(touch)
        recognizer.seat = seat
        if !isInvolved(recognizer) { involved.append(recognizer) }
      }
    }
  }

  /// Whether the recognizer received this seat's touches since its last reset: only such a
  /// recognizer can hold up another's failure requirement.
  func isInvolved(_ recognizer: GestureRecognizer) -> Bool {
    involved.contains { $0 === recognizer }
  }

  /// A recognizer follows one seat's touches at a time: another seat's, from the first it
  /// receives until its reset, do not reach it, so two users' fingers never make one gesture.
  private func isFree(_ recognizer: GestureRecognizer) -> Bool {
    guard let owner = recognizer.seat, owner !== seat else { return true }
    return !owner.engine.isInvolved(recognizer)
  }

  private func accepts(_ touch: Touch, _ recognizer: GestureRecognizer) -> Bool {
    recognizer.isEnabled && recognizer.currentState.receivesTouches && isFree(recognizer)
      && recognizer.allowedTouchTypes.contains(touch.type)
      && recognizer.delegate?.gestureRecognizer(recognizer, shouldReceive: touch) != false
      && touch.view?.gestureRecognizer(recognizer, shouldReceive: touch) != false
  }

  /// Hands the frame to each recognizer of the window's touches, in the order of the touches
  /// and of each touch's recognizers: one call per phase with its touches in that phase
  /// (R49). A recognizer that stopped receiving touches midway gets nothing more.
  func deliverToRecognizers(in window: Window) {
    for touch in touches where touch.window === window && touch.phase != .stationary {
      for recognizer in touch.state.recognizers where !wasDelivered(recognizer) {
        recognizersDelivered.append(ObjectIdentifier(recognizer))
        for phase in Touch.Callbacks.deliveryOrder {
          guard recognizer.currentState.receivesTouches else { break }
          deliver(phase, to: recognizer)
        }
      }
    }
  }

  /// Whether the recognizer began or recognized in the multitouch sequence under way.
  private func recognizedInSequence(_ recognizer: GestureRecognizer) -> Bool {
    recognizedInSequence.contains { $0 === recognizer }
  }

  private func wasDelivered(_ recognizer: GestureRecognizer) -> Bool {
    recognizersDelivered.contains(ObjectIdentifier(recognizer))
  }

  private func deliver(_ phase: Touch.Callbacks, to recognizer: GestureRecognizer) {
    let shown = phase.touchPhase
    for touch in recognizer.trackedTouches where touch.phase == shown { scratch.append(touch) }
    guard !scratch.isEmpty else { return }
    defer { scratch.removeAll(keepingCapacity: true) }
    let touches = TouchSet(scratch[...])
    switch phase {
    case .began: withEvent { recognizer.touchesBegan(touches, with: $0) }
    case .moved: withEvent { recognizer.touchesMoved(touches, with: $0) }
    case .ended: withEvent { recognizer.touchesEnded(touches, with: $0) }
    default: withEvent { recognizer.touchesCancelled(touches, with: $0) }
    }
  }

  // MARK: Transitions and arbitration

  /// Applies a transition a recognizer asked for, with require-to-fail (R66), the
  /// should-begin gates (R67) and prevention (R63), in that order.
  func requestTransition(_ recognizer: GestureRecognizer, to next: GestureRecognizer.State) {
    guard isDispatching else {
      return performRecognizerTick { requestTransition(recognizer, to: next) }
    }
    // While a transition waits for its requirements the recognizer makes none of its own.
    guard recognizer.pendingState == nil else { return }
    guard recognizer.currentState == .possible, next.hasRecognized else {
      return apply(next, to: recognizer)
    }
    switch requirementsOutcome(of: recognizer) {
    case .recognized:
      apply(.failed, to: recognizer)
    case .unresolved:
      recognizer.pendingState = next
    case .failed:
      begin(recognizer, in: next)
    }
  }

  /// Leaves possible for began or recognized, if the delegate and the views allow it, and
  /// makes the recognizers it prevents fail or cancel.
  private func begin(_ recognizer: GestureRecognizer, in next: GestureRecognizer.State) {
    guard mayBegin(recognizer) else { return apply(.failed, to: recognizer) }
    apply(next, to: recognizer)
    for other in involved where other !== recognizer && prevents(recognizer, other) {
      other.pendingState = nil
      apply(other.currentState == .possible ? .failed : .cancelled, to: other)
    }
  }

  private func mayBegin(_ recognizer: GestureRecognizer) -> Bool {
    if recognizer.delegate?.gestureRecognizerShouldBegin(recognizer) == false { return false }
    return recognizer.trackedTouches.allSatisfy {
      $0.view?.gestureRecognizerShouldBegin(recognizer) != false
    }
  }

  /// R63: `winner` makes `other` fail or cancel if they share a touch, `other` is still in
  /// play, both agree to the prevention and neither delegate allows simultaneity.
  private func prevents(_ winner: GestureRecognizer, _ other: GestureRecognizer) -> Bool {
    guard other.currentState.receivesTouches,
      winner.trackedTouches.contains(where: { touch in
        other.trackedTouches.contains { $0 === touch }
      }),
      winner.canPrevent(other), other.canBePrevented(by: winner)
    else { return false }
    let simultaneous =
      winner.delegate?.gestureRecognizer(winner, shouldRecognizeSimultaneouslyWith: other) == true
      || other.delegate?.gestureRecognizer(other, shouldRecognizeSimultaneouslyWith: winner) == true
    return !simultaneous
  }

  private enum RequirementsOutcome {
    case failed, unresolved, recognized
  }

  /// How the recognizer's failure requirements stand. A requirement that recognized in
  /// this multitouch sequence has recognized, even if it was reset since; one that did not,
  /// and received no touches since its last reset, is not in play and counts as failed.
  private func requirementsOutcome(of recognizer: GestureRecognizer) -> RequirementsOutcome {
    var outcome = RequirementsOutcome.failed
    for requirement in recognizer.requirements {
      if requirement.currentState.hasRecognized || recognizedInSequence(requirement) {
        return .recognized
      }
      if requirement.currentState == .possible && isInvolved(requirement) {
        outcome = .unresolved
      }
    }
    return outcome
  }

  /// Sets the state, notes a recognition for the sequence, reports it, queues the action,
  /// and settles the recognizers whose pending transitions wait for this one (R66).
  private func apply(_ next: GestureRecognizer.State, to recognizer: GestureRecognizer) {
    let previous = recognizer.currentState
    precondition(previous.canTransition(to: next), "illegal transition \(previous) -> \(next)")
    recognizer.currentState = next
    if previous == .possible && next.hasRecognized && !recognizedInSequence(recognizer) {
      recognizedInSequence.append(recognizer)
    }
    notifyObservers {
      $0.seat(seat, gestureRecognizer: recognizer, didTransitionFrom: previous, to: next)
    }
    if next.sendsAction { queuedActions.append((recognizer, next)) }
    if next == .failed || next.hasRecognized { settlePendingTransitions() }
  }

  private func settlePendingTransitions() {
    for waiting in involved {
      guard let pending = waiting.pendingState else { continue }
      switch requirementsOutcome(of: waiting) {
      case .unresolved:
        continue
      case .recognized:
        waiting.pendingState = nil
        apply(.failed, to: waiting)
      case .failed:
        waiting.pendingState = nil
        begin(waiting, in: pending)
      }
    }
  }

  // MARK: Actions, resets, disabling

  /// Sends the actions queued by this delivery's transitions, in their order (R54).
  func sendQueuedActions() {
    var index = 0
    while index < queuedActions.count {
      let (recognizer, state) = queuedActions[index]
      recognizer.sendActions(reporting: state)
      index += 1
    }
    // Usually empty: emptying it again would still rewrite the array.
    if !queuedActions.isEmpty { queuedActions.removeAll(keepingCapacity: true) }
  }

  /// Returns recognizers that are done and have no touch left to possible (R47, R48); a
  /// possible one that waits across sequences (a double tap) keeps its state.
  func resetFinishedRecognizers() {
    var index = involved.startIndex
    while index < involved.endIndex {
      let recognizer = involved[index]
      if recognizer.currentState.isTerminal
        && !recognizer.trackedTouches.contains(where: { !$0.phase.isTerminal })
      {
        // Out of the list first: its reset sees it as no longer involved.
        involved.remove(at: index)
        reset(recognizer)
      } else {
        index += 1
      }
    }
  }

  private func reset(_ recognizer: GestureRecognizer) {
    for touch in recognizer.trackedTouches {
      touch.state.recognizers.removeAll { $0 === recognizer }
    }
    for touch in lingering {
      touch.state.recognizers.removeAll { $0 === recognizer }
    }
    recognizer.trackedTouches.removeAll(keepingCapacity: true)
    recognizer.currentState = .possible
    recognizer.pendingState = nil
    recognizer.reset()
  }

  /// A recognizer was disabled or detached: if it was in play it fails, or is cancelled if
  /// it had begun (R50), and what it withheld from the views is released.
  func recognizerWasDisabled(_ recognizer: GestureRecognizer) {
    guard isInvolved(recognizer), recognizer.currentState.receivesTouches else { return }
    performRecognizerTick {
      recognizer.pendingState = nil
      let next: GestureRecognizer.State =
        recognizer.currentState == .possible ? .failed : .cancelled
      apply(next, to: recognizer)
    }
  }
}
