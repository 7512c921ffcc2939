/// An object that can handle events: the base of ``View``, ``Window`` and ``Application``.
///
/// Touch events start at the hit view of each touch and travel along ``next`` for as long
/// as responders pass them on. The default implementation of every handler forwards the
/// same message, with the same arguments, to ``next`` (responder-semantics R38); a
/// responder that overrides one of the four touch handlers without calling `super` should
/// override all four (R39).
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
}
