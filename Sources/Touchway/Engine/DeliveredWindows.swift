/// The windows the delivery under way reached, as a small set.
///
/// Most deliveries reach one window, which is kept inline: emptying the set for the next
/// delivery then rewrites no array (`removeAll(keepingCapacity:)` on an array costs as much
/// as the rest of a one-finger frame's bookkeeping).
struct DeliveredWindows {
  private var first: ObjectIdentifier?
  /// The windows after the first: empty, and sharing the empty array's storage, until a
  /// delivery reaches two windows.
  private var others: ContiguousArray<ObjectIdentifier> = []

  mutating func insert(_ window: Window) {
    let id = ObjectIdentifier(window)
    if first == nil { first = id } else { others.append(id) }
  }

  func contains(_ window: Window) -> Bool {
    let id = ObjectIdentifier(window)
    return first == id || (!others.isEmpty && others.contains(id))
  }

  mutating func removeAll() {
    first = nil
    if !others.isEmpty { others.removeAll(keepingCapacity: true) }
  }
}
