// The steady motion frame: every finger that is down moves, in the order the touches
// began, and nothing else happens; every touch is tracked by the same view and no gesture
// recognizer follows any of them. That is nearly every frame of a drag or a scroll, and
// for it the general path's passes over the touches (starting the frame, applying the
// contacts, planning each touch's callbacks, grouping them by view, the windows, the
// recognizers, retiring) come down to one: the view's one `touchesMoved` with all the
// touches is known as the contacts are applied. The application and its windows still get
// the event through their (overridable) `sendEvent`, and the observers are told as always:
// only the bookkeeping is skipped, and only where its outcome is known in advance.
extension DeliveryEngine {
  /// What ``applyLeadingMotions(of:)`` did.
  struct LeadingMotions {
    /// How many of the frame's first contacts it applied.
    var count = 0
    /// Whether a touch moved.
    var changed = false
    /// Whether, if it applied every contact, the frame is a steady motion frame.
    var isSteady = false
  }

  /// Starts the frame (the seat's work that `beginFrame()` does) and applies the frame's
  /// contacts from the first up to the first that is not a motion of the touch in the same
  /// place among the active touches; the caller applies the others as usual.
  ///
  /// It changes each touch as `beginFrame()` and `apply(_:)` would have: a contact that
  /// matches its touch by position is the one the search by id finds (the ids of active
  /// touches are distinct), and no earlier contact of the frame was for that touch.
  // Inlined: it runs once a frame, around a loop over every contact.
  @inline(__always)
  func applyLeadingMotions(of frame: TouchFrame) -> LeadingMotions {
    frameTime = now
    let touches = self.touches
    var leading = LeadingMotions()
    // A dropped finger is searched for by id: the general path's.
    guard usesSteadyMotion, droppedContacts.isEmpty, let first = touches.first else {
      beginFrame()
      return leading
    }
    // The first touch's view and window are compared by identity: bound to names they
    // were retained and released.
    let like = (
      view: first.view.map(ObjectIdentifier.init), window: first.window.map(ObjectIdentifier.init)
    )
    leading.isSteady =
      frame.count == touches.count && first.view != nil && first.window != nil
      && lingering.isEmpty && involved.isEmpty
    while leading.count < frame.count && leading.count < touches.count {
      let touch = touches[leading.count]
      let contact = frame.storage[leading.count]
      // A pen's force and angles are applied on the general path.
      guard contact.change == .motion, let location = contact.location, contact.pen == nil,
        contact.id == touch.contactID, !touch.phase.isTerminal
      else { break }
      if touch.move(to: location, at: now) {
        touch.phase = .moved
        leading.changed = true
      } else {
        touch.phase = .stationary
        leading.isSteady = false
      }
      leading.isSteady = leading.isSteady && isSteady(touch, like: like)
      leading.count += 1
    }
    contactSearchStart = leading.count
    for index in leading.count..<touches.endIndex { touches[index].phase = .stationary }
    leading.isSteady = leading.isSteady && leading.count == frame.count
    if leading.isSteady {
      steadyView = first.view.map(Unmanaged.passUnretained)
      soleWindow = first.window.map(Unmanaged.passUnretained)
    }
    return leading
  }

  /// Whether the general path would deliver the moved `touch` with the first touch, whose
  /// view and window are `like`, in one call, and to nothing else: tracked, no recognizer,
  /// the same view and window.
  @inline(__always)
  private func isSteady(
    _ touch: Touch, like first: (view: ObjectIdentifier?, window: ObjectIdentifier?)
  ) -> Bool {
    touch.state.delivery == .tracking && touch.state.recognizers.isEmpty
      && touch.view.map(ObjectIdentifier.init) == first.view
      && touch.window.map(ObjectIdentifier.init) == first.window
  }

  /// Delivers a steady motion frame: through the application and the window, as always,
  /// then, if the window let it through, to the view as ``deliverToViews()`` would have:
  /// its `touchesMoved` with every touch, in the order they began. The recognizers have
  /// nothing to see, and every touch already shows the phase the call shows.
  // Inlined into the frame's processing, its one caller.
  @inline(__always)
  func dispatchSteadyMotion() {
    startDispatch()
    let delivered = withEvent { event in
      application.sendEvent(event)
      let delivered =
        soleWindow.map { $0._withUnsafeGuaranteedRef { windowsDelivered.contains($0) } }
        ?? false
      if delivered, let view = steadyView {
        if steadyTouches.isEmpty { steadyTouches = TouchSet(touches[...]) }
        view._withUnsafeGuaranteedRef { deliverMoved(&steadyTouches, to: $0, with: event) }
      }
      return delivered
    }
    steadyView = nil
    soleWindow = nil
    // A window that declined the event (an observer or an override consumed it) has its
    // touches taken, as on the general path; otherwise no touch ended, and there is
    // nothing to retire.
    guard delivered else {
      takeTouchesOfDeclinedWindows()
      deliverSettledFrame()
      return finishDispatch()
    }
    // A view's call may have queued work (a cancel, say), rarely actions, and usually there
    // is nothing to reset: the calls are skipped then.
    if !queuedActions.isEmpty { sendQueuedActions() }
    if !involved.isEmpty { resetFinishedRecognizers() }
    isDispatching = false
    if !deferredWork.isEmpty { runDeferredWork() }
  }

  /// `view.touchesMoved` with every touch. The set is passed `inout`, though nothing
  /// changes it: a set read from a property was copied for the call, a retain and release
  /// of its storage; nothing else reads the event's steady set meanwhile.
  private func deliverMoved(_ touches: inout TouchSet, to view: View, with event: TouchEvent) {
    notifyObservers { $0.seat(seat, willDeliver: .moved, touches, to: view) }
    view.touchesMoved(touches, with: event)
  }
}
