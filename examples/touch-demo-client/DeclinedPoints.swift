/// The touch points the demo declined and has not heard the end of: their events are
/// printed, not drawn.
///
/// A point ends with `released`, or, when the decline came too late to count, with its
/// `up` or a `cancel` (then no `released` follows).
struct DeclinedPoints {
  private var ids: Set<Int32> = []

  /// Marks a point as declined.
  mutating func insert(_ id: Int32) {
    ids.insert(id)
  }

  /// The compositor released a declined point.
  mutating func release(_ id: Int32) {
    ids.remove(id)
  }

  /// Whether `message` is about a declined point; an `up` or `cancel` ends the points it
  /// ends.
  mutating func contains(_ message: TouchMessage) -> Bool {
    switch message {
    case .down(_, _, let id, _, _), .motion(_, let id, _, _), .shape(let id, _, _),
      .orientation(let id, _):
      return ids.contains(id)
    case .up(_, _, let id):
      return ids.remove(id) != nil
    case .cancel:
      ids.removeAll()
      return false
    case .frame:
      return false
    }
  }
}
