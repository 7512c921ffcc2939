import Touchway

/// The touch frame being assembled from wlroots' touch events until its `frame` event.
///
/// A class: read from the seat for every event, a struct was copied out of it first (a
/// retain and release of the frame's storage).
final class FrameAssembly {
  /// The most contacts a frame holds: a compositor that never sends `frame` gets frames
  /// of this many, rather than one that grows without end.
  static let capacity = 64

  // The properties are unchecked for exclusivity: every touch event reads and writes them,
  // and nothing re-enters them (feeding the seat from a callback is busy).
  @exclusivity(unchecked) var frame = TouchFrame(time: 0)
  /// The touch ids from 0 to 63 in ``frame``, a bit each: wlroots' ids are libinput's
  /// slots, small numbers. Others are looked for in the frame.
  @exclusivity(unchecked) private var smallIDs: UInt64 = 0
  /// How many changes ``frame`` holds.
  @exclusivity(unchecked) private(set) var count = 0
  /// The time of the frame's latest event, as wlroots stamped it: read on the seat's clock
  /// once, when the frame is delivered.
  @exclusivity(unchecked) private(set) var milliseconds: UInt32 = 0

  /// Whether the frame must go before a change of touch `id`: it has one already, or it
  /// is full.
  func mustDeliver(before id: Int) -> Bool {
    if count >= Self.capacity { return true }
    if (0..<64).contains(id) { return smallIDs & 1 << UInt64(id) != 0 }
    return frame.contacts.contains { $0.id == id }
  }

  /// Adds a change stamped `milliseconds`, the frame's time from now on.
  func append(_ contact: TouchContact, milliseconds: UInt32) {
    self.milliseconds = milliseconds
    frame.append(contact)
    count += 1
    if (0..<64).contains(contact.id) { smallIDs |= 1 << UInt64(contact.id) }
  }

  /// After the seat drained ``frame``.
  func delivered() {
    smallIDs = 0
    count = 0
  }

  /// Drops the frame's changes.
  func discard() {
    frame.removeAll()
    delivered()
  }
}
