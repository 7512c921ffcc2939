import Logging
public import Touchway

/// Turns a keyboard's key events into presses and remote-control events for an
/// application, and keeps ``KeyboardFocusTarget``s informed.
///
/// For each ``KeyEvent``, in time order:
/// - it asks the ``state`` what the key means before the key's own change, since a key
///   does not modify itself;
/// - a media key (see ``mediaKeys``) sends its remote-control command through the
///   application, which passes it from the first responder up the chain (R70) — while
///   the application receives remote-control events; otherwise it is an ordinary key;
/// - any other key goes to the ``presses`` dispatcher, which shows it to the application's
///   press observers (shortcuts) and then delivers it from the first responder up the
///   chain;
/// - then the state takes the key's change, and a change of modifiers reaches the first
///   responder if it is a ``KeyboardFocusTarget``.
///
/// A key that goes down while it is already down, or comes up while it is not, is
/// malformed input: it is logged and dropped. Once its storage has grown, routing a key
/// allocates nothing.
public final class KeyboardRouter {
  /// The application the keys go to.
  public let application: Application
  /// The keymap and the keys and modifiers in effect.
  public let state: KeyboardState
  /// Delivers the presses to the first responder.
  public let presses: PressDispatcher
  /// The keys that send remote-control commands.
  public var mediaKeys: MediaKeyMap

  private let logger = Logger(label: "touchway.keyboard")
  private var keysDown: [UInt32] = []
  /// The media keys down and the command each sends when it comes up, if any.
  private var mediaKeysDown: [(keyCode: UInt32, ending: RemoteControlEvent.Subtype?)] = []

  /// Routes keys to `application` with `keymap`.
  ///
  /// - Throws: ``KeyboardError/stateUnavailable`` if xkbcommon cannot make a state.
  public init(
    application: Application, keymap: Keymap, mediaKeys: MediaKeyMap = .standard
  ) throws(KeyboardError) {
    self.application = application
    self.state = try KeyboardState(keymap: keymap)
    self.presses = PressDispatcher(application: application)
    self.mediaKeys = mediaKeys
    keysDown.reserveCapacity(16)
    mediaKeysDown.reserveCapacity(4)
    application.addFirstResponderObserver { [weak self] old, new in
      self?.firstResponderChanged(from: old, to: new)
    }
    state.addModifiersObserver { [weak application] modifiers in
      (application?.firstResponder as? KeyboardFocusTarget)?.keyboardModifiersDidChange(modifiers)
    }
  }

  /// The keymap keys are read with; share it with clients through a ``KeymapFile``.
  public var keymap: Keymap { state.keymap }

  /// Routes one key event.
  public func process(_ event: KeyEvent) {
    switch event.change {
    case .down:
      guard !keysDown.contains(event.keyCode) else {
        return logger.debug("key \(event.keyCode) went down twice; dropped")
      }
      keysDown.append(event.keyCode)
      keyWentDown(state.key(forKeyCode: event.keyCode), at: event.time)
    case .up:
      guard let index = keysDown.firstIndex(of: event.keyCode) else {
        return logger.debug("key \(event.keyCode) came up but was not down; dropped")
      }
      keysDown.remove(at: index)
      keyCameUp(event.keyCode, at: event.time)
    }
    state.update(keyCode: event.keyCode, change: event.change)
  }

  private func keyWentDown(_ key: Key, at time: TimeInterval) {
    guard application.isReceivingRemoteControlEvents, let command = mediaKeys[key.keysym] else {
      return presses.keyDown(key, at: time)
    }
    mediaKeysDown.append((key.keyCode, command.ending))
    application.sendEvent(RemoteControlEvent(subtype: command, timestamp: time))
  }

  private func keyCameUp(_ keyCode: UInt32, at time: TimeInterval) {
    guard let index = mediaKeysDown.firstIndex(where: { $0.keyCode == keyCode }) else {
      return presses.keyUp(keyCode: keyCode, at: time)
    }
    if let ending = mediaKeysDown.remove(at: index).ending {
      application.sendEvent(RemoteControlEvent(subtype: ending, timestamp: time))
    }
  }

  private func firstResponderChanged(from old: Responder?, to new: Responder?) {
    (old as? KeyboardFocusTarget)?.keyboardFocusDidLeave()
    (new as? KeyboardFocusTarget)?.keyboardFocusDidEnter(modifiers: state.modifiers)
  }
}
