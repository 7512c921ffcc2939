/// An object that can handle events: the base of ``View``, ``Window`` and ``Application``.
///
/// Touch events start at the hit view of each touch; presses and remote-control events
/// start at the application's first responder (R40, R70). All travel along ``next`` for as
/// long as responders pass them on. The default implementation of every handler forwards
/// the same message, with the same arguments, to ``next`` (responder-semantics R38); a
/// responder that overrides one of the touch (or press) handlers without calling `super`
/// should override all of them (R39).
open class Responder {
  /// Creates a responder.
  public init() {}

  /// The responder that receives what this one passes on; `nil` ends the chain.
  ///
  /// A view's next responder is its superview, a window's is its application, and the
  /// application's is `nil` (R37).
  open var next: Responder? { nil }

  /// One or more fingers touched down in this responder's view.
  ///
  /// - Parameters:
  ///   - touches: the touches in the `began` phase whose hit view is the view that
  ///     starts this chain; locations are read with ``Touch/location(in:)``.
  ///   - event: the event they belong to, with every other touch of the sequence.
  open func touchesBegan(_ touches: TouchSet, with event: TouchEvent) {
    next?.touchesBegan(touches, with: event)
  }

  /// One or more fingers moved; `touches` holds those in the `moved` phase.
  open func touchesMoved(_ touches: TouchSet, with event: TouchEvent) {
    next?.touchesMoved(touches, with: event)
  }

  /// One or more fingers lifted; `touches` holds those in the `ended` phase.
  open func touchesEnded(_ touches: TouchSet, with event: TouchEvent) {
    next?.touchesEnded(touches, with: event)
  }

  /// The system gave up on one or more touches (an interruption, a removed view, a gesture
  /// recognizer that took them, a device cancel); nothing more arrives for them.
  open func touchesCancelled(_ touches: TouchSet, with event: TouchEvent) {
    next?.touchesCancelled(touches, with: event)
  }

  /// Whether this responder may become the first responder, where presses and
  /// remote-control events start. `false` unless a subclass says otherwise: a compositor
  /// view that takes keys, or a client surface that takes keyboard input.
  open var canBecomeFirstResponder: Bool { false }

  /// Whether this responder lets another become first responder in its place; `true`
  /// unless a subclass says otherwise.
  open var canResignFirstResponder: Bool { true }

  /// Makes this responder the first responder of the application its chain ends at.
  ///
  /// It succeeds when the responder already is first responder, or when it
  /// ``canBecomeFirstResponder`` and the current one ``canResignFirstResponder`` and its
  /// ``resignFirstResponder()`` returns `true`. A responder whose chain reaches no
  /// application (a view in no window) cannot. An override must call `super`.
  ///
  /// - Returns: whether this responder is the first responder now.
  @discardableResult
  open func becomeFirstResponder() -> Bool {
    chainApplication?.makeFirstResponder(self) ?? false
  }

  /// Gives up being the first responder; presses it still holds are cancelled.
  ///
  /// The default gives it up and returns `true`, also when this responder is not the first
  /// responder. An override may refuse by returning `false` without calling `super`; a
  /// responder taken out of its window resigns all the same.
  @discardableResult
  open func resignFirstResponder() -> Bool {
    chainApplication?.firstResponderDidResign(self)
    return true
  }

  /// One or more keys went down while this responder's chain was the first responder's.
  ///
  /// - Parameters:
  ///   - presses: the presses in the `began` phase; their keys carry keycode, keysym, text
  ///     and modifiers.
  ///   - event: the event they belong to, with every key still held.
  open func pressesBegan(_ presses: PressSet, with event: PressEvent) {
    next?.pressesBegan(presses, with: event)
  }

  /// One or more keys came up; `presses` holds those in the `ended` phase. They arrive at
  /// the responder their began arrived at, wherever the first responder is now.
  open func pressesEnded(_ presses: PressSet, with event: PressEvent) {
    next?.pressesEnded(presses, with: event)
  }

  /// The system gave up on one or more presses (the responder resigned, an observer took
  /// the key's release, the keyboard went away); nothing more arrives for them.
  open func pressesCancelled(_ presses: PressSet, with event: PressEvent) {
    next?.pressesCancelled(presses, with: event)
  }

  /// A media command arrived: play, pause, next track, seeking (R70). It starts at the
  /// first responder, or, with none, at the front-most window (R71).
  open func remoteControlReceived(with event: RemoteControlEvent) {
    next?.remoteControlReceived(with: event)
  }
}
