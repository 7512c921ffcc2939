extension Seat {
  /// Delivers the event's touches that belong to `window`: the gesture stages come first,
  /// then one call per view and phase, phases in the order began, moved, ended, cancelled,
  /// views in the order of their earliest touch (R28, R54).
  func deliver(_ event: TouchEvent, in window: Window) {
    for touch in event.touches where touch.window === window {
      planCallbacks(for: touch)
    }
    for phase in Touch.Callbacks.deliveryOrder {
      deliverGroups(of: phase, in: window)
    }
  }

  /// Decides what the touch's view receives in this delivery and moves its delivery state on.
  private func planCallbacks(for touch: Touch) {
    switch (touch.phase, touch.delivery) {
    case (.began, .tracking):
      touch.callbacks = .began
    case (.moved, .tracking):
      touch.callbacks = .moved
    case (.ended, .tracking):
      touch.callbacks = .ended
      touch.delivery = .finished
    case (.cancelled, .tracking), (.cancelled, .endPending):
      touch.callbacks = .cancelled
      touch.delivery = .finished
    default:
      touch.callbacks = []
    }
  }

  private func deliverGroups(of phase: Touch.Callbacks, in window: Window) {
    let touches = event.touches
    for (index, first) in touches.enumerated() where first.callbacks.contains(phase) {
      guard first.window === window, let view = first.view else { continue }
      scratch.removeAll(keepingCapacity: true)
      for touch in touches[index...] where touch.view === view && touch.callbacks.contains(phase) {
        touch.callbacks.remove(phase)
        scratch.append(touch)
      }
      send(phase, to: view)
    }
  }

  /// Delivers one callback for one touch outside the normal order (a consumed event).
  func deliverAlone(_ touch: Touch, _ phase: Touch.Callbacks) {
    guard let view = touch.view else { return }
    scratch.removeAll(keepingCapacity: true)
    scratch.append(touch)
    send(phase, to: view)
  }

  /// Calls the view's handler for `phase` with the touches gathered in ``scratch``.
  func send(_ phase: Touch.Callbacks, to view: View) {
    let touches = TouchSet(scratch[...])
    switch phase {
    case .began: view.touchesBegan(touches, with: event)
    case .moved: view.touchesMoved(touches, with: event)
    case .ended: view.touchesEnded(touches, with: event)
    default: view.touchesCancelled(touches, with: event)
    }
  }
}
