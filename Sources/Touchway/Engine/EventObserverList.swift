/// The event observers of a window or of the application, in the order they were added.
///
/// Its own object, in the engine: every delivery reads the list, and a checked read of a
/// stored array cost more than the rest of a steady frame's work in its window. The list
/// changes only when an observer is added, never while a delivery walks it (it walks a
/// copy).
final class EventObserverList {
  @exclusivity(unchecked) private var observers: [EventObserver] = []

  /// Adds an observer after the others.
  func append(_ observer: @escaping EventObserver) {
    observers.append(observer)
  }

  /// Whether an observer, asked in order until one consumes it, consumes `event`.
  @inline(__always)
  func consume(_ event: TouchEvent) -> Bool {
    // Most lists are empty: the list is copied (retained) only if it is not.
    if observers.isEmpty { return false }
    let observers = self.observers
    return observers.contains { $0(event) == .consume }
  }
}
