import Touchway

/// The touch frame being assembled from wlroots' touch events until its `frame` event.
struct FrameAssembly {
  /// The most contacts a frame holds: a compositor that never sends `frame` gets frames
  /// of this many, rather than one that grows without end.
  static let capacity = 64

  var frame = TouchFrame(time: 0)
  /// The touch ids in ``frame``.
  private var ids: [Int] = []
  /// The time of the frame's latest event, as wlroots stamped it: read on the seat's clock
  /// once, when the frame is delivered.
  private(set) var milliseconds: UInt32 = 0

  /// Whether the frame must go before a change of touch `id`: it has one already, or it
  /// is full.
  func mustDeliver(before id: Int) -> Bool {
    ids.count >= Self.capacity || ids.contains(id)
  }

  /// Adds a change stamped `milliseconds`, the frame's time from now on.
  mutating func append(_ contact: TouchContact, milliseconds: UInt32) {
    self.milliseconds = milliseconds
    frame.append(contact)
    ids.append(contact.id)
  }

  /// After the seat drained ``frame``.
  mutating func delivered() {
    ids.removeAll(keepingCapacity: true)
  }

  /// Drops the frame's changes.
  mutating func discard() {
    frame.removeAll()
    delivered()
  }
}
