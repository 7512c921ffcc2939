extension Seat {
  /// Adds an observer after the others; observers are told what happens in the order they
  /// were added. The seat holds it weakly; adding one twice adds it once.
  public func addObserver(_ observer: SeatObserver) {
    engine.observers.removeAll { $0.observer == nil }
    guard !engine.observers.contains(where: { $0.observer === observer }) else { return }
    engine.observers.append(WeakSeatObserver(observer: observer))
  }

  /// Removes an observer; removing one that was never added does nothing.
  public func removeObserver(_ observer: SeatObserver) {
    engine.observers.removeAll { $0.observer == nil || $0.observer === observer }
  }
}

/// A weak reference to an observer, so that observing a seat does not keep the observer.
// A class, not a struct: the delivery loads the reference where the box holds it, whereas
// reading a struct out of the array copied the weak reference first (`swift_weakCopyInit`
// and `swift_weakDestroy` for every notification).
final class WeakSeatObserver {
  weak var observer: SeatObserver?

  init(observer: SeatObserver) {
    self.observer = observer
  }
}
