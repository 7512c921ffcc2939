extension Seat {
  /// Hands an active touch to `responder` as a touch that begins now: `responder` gets
  /// ``Responder/touchesBegan(_:with:)`` with the touch in the began phase at its current
  /// location, in a delivery of its own.
  ///
  /// For a view that took a touch and then gives it up (a client surface whose client
  /// declined it): it hands the touch to its ``Responder/next`` as if that responder had
  /// been hit first (R37, R38), and from then on passes the touch's later phases on, as a
  /// view does with touches it does not handle. The touch stays bound to its hit view
  /// (R17) and its recognizers keep it.
  ///
  /// Only a touch whose hit view has had its began and not yet its end can be handed on;
  /// for any other this does nothing. Called during a delivery, it waits until the
  /// delivery has finished, like ``cancelTouches(where:)``. Ends a frame either way
  /// (``SeatObserver/seatDidEndFrame(_:)``).
  public func handOff(_ touch: Touch, to responder: Responder) {
    engine.handOff(touch, to: responder)
  }
}

extension DeliveryEngine {
  /// ``Seat/handOff(_:to:)``.
  func handOff(_ touch: Touch, to responder: Responder) {
    guard !isDispatching else {
      deferredWork.append { [unowned self] in handOff(touch, to: responder) }
      return
    }
    performFrame {
      guard touch.state.delivery == .tracking || touch.state.delivery == .endPending else { return }
      performRecognizerTick { deliverHandOff(touch, to: responder) }
    }
  }

  private func deliverHandOff(_ touch: Touch, to responder: Responder) {
    touch.presentAsBeginningHere()
    let touches = TouchSet(CollectionOfOne(touch))
    if let view = responder as? View {
      notifyObservers { $0.seat(seat, willDeliver: .began, touches, to: view) }
    }
    withEvent { responder.touchesBegan(touches, with: $0) }
    touch.endPresentation()
  }
}
