/// Called after the first responder changed, with the old one and the new one (either may
/// be `nil`); the old one's presses have been cancelled already. The Wayland layer sends
/// `wl_keyboard.leave` and `enter` from here.
public typealias FirstResponderObserver = (_ old: Responder?, _ new: Responder?) -> Void

extension Application {
  /// The responder where presses and remote-control events start, or `nil`.
  ///
  /// Set through ``Responder/becomeFirstResponder()`` and
  /// ``Responder/resignFirstResponder()``; a view taken out of its window (or in a window
  /// taken out of the application) stops being first responder.
  public var firstResponder: Responder? { firstResponderState.firstResponder }

  /// Adds an observer that is told each time the first responder changes, in the order
  /// observers were added.
  public func addFirstResponderObserver(_ observer: @escaping FirstResponderObserver) {
    firstResponderState.observers.append(observer)
  }

  /// Adds an observer that sees every press event before the first responder does, and
  /// may take it: a shortcut that the focused client must not see (see ``PressObserver``).
  public func addPressObserver(_ observer: @escaping PressObserver) {
    firstResponderState.pressObservers.append(observer)
  }

  /// Focus follows touch: makes the nearest responder that can become first responder,
  /// from `view` up its chain, the first responder.
  ///
  /// Call it when a touch begins in `view` (its hit view): the Wayland layer calls it on
  /// each new touch on a client surface, so the toplevel surface whose
  /// ``Responder/canBecomeFirstResponder`` is `true` gets keyboard focus even when the
  /// finger landed on one of its subsurfaces. When no responder of the chain can, the
  /// first responder stays as it is.
  ///
  /// - Returns: whether a responder of `view`'s chain is the first responder now.
  @discardableResult
  public func focusFollowsTouch(in view: View) -> Bool {
    guard view.chainApplication === self else { return false }
    var responder: Responder? = view
    while let candidate = responder {
      if candidate.canBecomeFirstResponder { return candidate.becomeFirstResponder() }
      responder = candidate.next
    }
    return false
  }

  func makeFirstResponder(_ responder: Responder) -> Bool {
    if firstResponder === responder { return true }
    guard responder.canBecomeFirstResponder else { return false }
    if let current = firstResponder {
      guard current.canResignFirstResponder, current.resignFirstResponder() else { return false }
    }
    setFirstResponder(responder)
    return true
  }

  func firstResponderDidResign(_ responder: Responder) {
    if firstResponder === responder { setFirstResponder(nil) }
  }

  /// A view leaving its window takes the first responder status with it if it holds it:
  /// the responder is asked to resign, and loses the status even if it refuses. A text
  /// input whose responder is inside resigns too.
  func resignFirstResponder(inside view: View) {
    resignTextInput(inside: view)
    guard let current = firstResponder as? View, current.isDescendant(of: view) else { return }
    current.resignFirstResponder()
    firstResponderDidResign(current)
  }

  private func setFirstResponder(_ responder: Responder?) {
    let old = firstResponder
    guard old !== responder else { return }
    if let old { forEachPressDispatcher { $0.cancelPresses(startingAt: old) } }
    firstResponderState.firstResponder = responder
    firstResponderMoved(to: responder)
    for observer in firstResponderState.observers { observer(old, responder) }
  }

  private func forEachPressDispatcher(_ body: (PressDispatcher) -> Void) {
    firstResponderState.dispatchers.removeAll { $0.dispatcher == nil }
    for entry in firstResponderState.dispatchers {
      if let dispatcher = entry.dispatcher { body(dispatcher) }
    }
  }
}
