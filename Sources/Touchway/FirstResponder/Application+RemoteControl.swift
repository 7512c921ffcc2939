extension Application {
  /// Whether remote-control events are delivered; see
  /// ``beginReceivingRemoteControlEvents()``.
  public var isReceivingRemoteControlEvents: Bool {
    firstResponderState.isReceivingRemoteControlEvents
  }

  /// Starts delivering remote-control events to the responder chain (R70). Until then
  /// `sendEvent(_:)` drops them, and `TouchwayKeyboard` hands media
  /// keys to the first responder as ordinary presses.
  public func beginReceivingRemoteControlEvents() {
    firstResponderState.isReceivingRemoteControlEvents = true
  }

  /// Stops delivering remote-control events.
  public func endReceivingRemoteControlEvents() {
    firstResponderState.isReceivingRemoteControlEvents = false
  }

  /// Adds an observer that sees every remote-control event before any responder does, and
  /// may take it.
  public func addRemoteControlObserver(_ observer: @escaping RemoteControlObserver) {
    firstResponderState.remoteControlObservers.append(observer)
  }

  /// Delivers a remote-control event: to the observers, then to the first responder, which
  /// passes it up its chain (R70). With no first responder it starts at the front-most
  /// window, or at the application when there is no window: the nearest thing to R71's
  /// key window, since there are no view controllers here.
  ///
  /// Nothing is delivered unless the application ``isReceivingRemoteControlEvents``.
  public func sendEvent(_ event: RemoteControlEvent) {
    guard isReceivingRemoteControlEvents else { return }
    for observer in firstResponderState.remoteControlObservers where observer(event) == .consume {
      return
    }
    let start: Responder = firstResponder ?? windows.last ?? self
    start.remoteControlReceived(with: event)
  }
}
