/// The keys held down, as they stand in one key change, as UIKit's `UIPressesEvent`.
///
/// The ``PressDispatcher`` reuses one event object for its whole life: read it during a
/// callback and do not keep it.
public final class PressEvent {
  /// One key held down and the responder its chain starts at, fixed when it went down.
  struct Entry {
    var press: Press
    let responder: Responder
  }

  /// The time of the change being delivered, in seconds.
  public internal(set) var timestamp: TimeInterval = 0
  var entries: ContiguousArray<Entry> = []

  init() {
    entries.reserveCapacity(16)
  }

  /// Every press of the event: the one that changed and the keys still held, in the order
  /// their keys went down.
  public var allPresses: PressSet { PressSet(entries[...]) }
}

/// An observer that sees a press event before any responder does, and may take it (a
/// compositor shortcut). It is called on the compositor's event loop and must not keep the
/// event.
///
/// ``EventDisposition/consume`` takes the press that changed: a press taken as it begins
/// reaches no responder and its release is dropped; a press taken as it ends reaches its
/// responder as ``Responder/pressesCancelled(_:with:)``, so every began still ends.
public typealias PressObserver = (PressEvent) -> EventDisposition
