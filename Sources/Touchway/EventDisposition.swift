/// What an event observer decides about an event it saw before delivery.
public enum EventDisposition: Sendable {
  /// Let the event go on to its windows and views.
  case deliver
  /// Take the event: the touches that changed in it leave the views and recognizers.
  /// Those that had begun are cancelled there, and the fingers' later changes are dropped,
  /// so every began still ends.
  case consume
}

/// An observer that sees an event before delivery; it is called on the compositor's event
/// loop and must not keep the event.
public typealias EventObserver = (TouchEvent) -> EventDisposition
