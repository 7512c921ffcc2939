/// Delivers a keyboard's keys to the application's first responder as presses.
///
/// Feed it key changes in time order with ``keyDown(_:at:)`` and ``keyUp(keyCode:at:)``.
/// A key that goes down becomes a ``Press`` whose chain starts at the first responder of
/// that moment (the application when there is none) and stays there until the key comes
/// up, as a touch stays with its hit view (R17): the release reaches the responder that saw
/// the press begin. Before any responder, the application's press observers see the event
/// and may take it (a compositor shortcut).
///
/// When the responder a press started at stops being first responder, it gets
/// ``Responder/pressesCancelled(_:with:)`` for the keys it still holds, and the rest of
/// those presses is dropped: the new first responder never sees a release whose press it
/// did not see. A key that is already down does not go down again (two keyboards, a
/// device that lost track).
///
/// Everything runs on the caller's thread; once its storage has grown, delivering a key
/// allocates nothing.
public final class PressDispatcher {
  /// The application whose first responder gets the presses.
  public let application: Application

  let event = PressEvent()
  /// Keys whose changes are dropped until they come up: taken by an observer as they went
  /// down, or cancelled when their responder resigned.
  private var droppedKeyCodes: [UInt32] = []
  /// Reused storage for the presses of one responder call.
  private var scratch: ContiguousArray<PressEvent.Entry> = []
  private var isDispatching = false
  /// Responders that resigned while a press was being delivered: their presses are
  /// cancelled once that delivery returns.
  private var deferredCancellations: [Responder] = []

  /// Creates a dispatcher that delivers to `application`'s first responder.
  public init(application: Application) {
    self.application = application
    droppedKeyCodes.reserveCapacity(16)
    scratch.reserveCapacity(16)
    deferredCancellations.reserveCapacity(4)
    application.firstResponderState.dispatchers.append(WeakPressDispatcher(dispatcher: self))
  }

  /// The keys held down now, in the order they went down (taken ones excluded).
  public var activePresses: PressSet { event.allPresses }

  /// A key went down at `time` (seconds): delivers `pressesBegan` from the first responder.
  public func keyDown(_ key: Key, at time: TimeInterval) {
    guard index(of: key.keyCode) == nil, !droppedKeyCodes.contains(key.keyCode) else { return }
    beginChange(at: time)
    let start: Responder = application.firstResponder ?? application
    event.entries.append(
      PressEvent.Entry(press: Press(key: key, timestamp: time), responder: start))
    deliverChange(at: event.entries.count - 1)
  }

  /// A key came up at `time` (seconds): delivers `pressesEnded` to the responder its press
  /// began at. A key that is not down changes nothing.
  public func keyUp(keyCode: UInt32, at time: TimeInterval) {
    if let dropped = droppedKeyCodes.firstIndex(of: keyCode) {
      droppedKeyCodes.remove(at: dropped)
      return
    }
    guard let index = index(of: keyCode) else { return }
    beginChange(at: time)
    event.entries[index].press.phase = .ended
    event.entries[index].press.timestamp = time
    deliverChange(at: index)
  }

  /// Cancels every press, as when the keyboard goes away or the session is paused. Call it
  /// between deliveries, not from a responder or observer.
  public func interrupt() {
    cancelPresses { _ in true }
  }

  /// Cancels the presses that started at `responder`, which stopped being first responder.
  /// During a delivery the cancel waits until the delivery has returned.
  func cancelPresses(startingAt responder: Responder) {
    guard !isDispatching else {
      deferredCancellations.append(responder)
      return
    }
    cancelPresses { $0.responder === responder }
  }

  private func index(of keyCode: UInt32) -> Int? {
    event.entries.firstIndex { $0.press.key.keyCode == keyCode }
  }

  /// Every press starts the change stationary.
  private func beginChange(at time: TimeInterval) {
    precondition(!isDispatching, "a key was fed to the dispatcher while it delivered one")
    event.timestamp = time
    for index in event.entries.indices { event.entries[index].press.phase = .stationary }
  }

  /// Shows the changed press to the observers, then to its responder: as it is, or
  /// cancelled when an observer took the release of a press its responder saw begin.
  private func deliverChange(at index: Int) {
    isDispatching = true
    let taken = application.firstResponderState.pressObservers.contains { $0(event) == .consume }
    let entry = event.entries[index]
    switch (entry.press.phase, taken) {
    case (.began, true):
      droppedKeyCodes.append(entry.press.key.keyCode)
      event.entries[index].press.phase = .cancelled
    case (_, true):
      event.entries[index].press.phase = .cancelled
      deliver(.cancelled, startingAt: entry.responder)
    default:
      deliver(entry.press.phase, startingAt: entry.responder)
    }
    finishDelivery()
  }

  private func cancelPresses(where shouldCancel: (PressEvent.Entry) -> Bool) {
    beginChange(at: event.timestamp)
    for index in event.entries.indices where shouldCancel(event.entries[index]) {
      event.entries[index].press.phase = .cancelled
      droppedKeyCodes.append(event.entries[index].press.key.keyCode)
    }
    isDispatching = true
    for (index, entry) in event.entries.enumerated() where entry.press.phase == .cancelled {
      let seenBefore = event.entries[..<index].contains {
        $0.responder === entry.responder && $0.press.phase == .cancelled
      }
      if !seenBefore { deliver(.cancelled, startingAt: entry.responder) }
    }
    finishDelivery()
  }

  /// Calls `responder`'s handler for `phase` with every press in that phase that started
  /// there, in one call.
  private func deliver(_ phase: Press.Phase, startingAt responder: Responder) {
    scratch.removeAll(keepingCapacity: true)
    for entry in event.entries where entry.responder === responder && entry.press.phase == phase {
      scratch.append(entry)
    }
    let presses = PressSet(scratch[...])
    switch phase {
    case .began: responder.pressesBegan(presses, with: event)
    case .ended: responder.pressesEnded(presses, with: event)
    default: responder.pressesCancelled(presses, with: event)
    }
  }

  /// Retires presses that are over and runs the cancellations a responder asked for
  /// during the delivery.
  private func finishDelivery() {
    event.entries.removeAll { $0.press.phase.isTerminal }
    isDispatching = false
    while !deferredCancellations.isEmpty {
      let responder = deferredCancellations.removeFirst()
      cancelPresses { $0.responder === responder }
    }
  }
}
