/// The touches handed to one responder call, in the order their fingers touched down.
///
/// It plays the part of UIKit's `Set<UITouch>` with a deterministic order, and it is a
/// view into the seat's reusable storage, so delivering it allocates nothing. Keep the
/// ``Touch`` objects, not the set, if you need them after the call.
public struct TouchSet: RandomAccessCollection {
  // Read by inlined code: a responder in another module walks its touches without a call
  // per touch.
  @usableFromInline let storage: ArraySlice<Touch>

  init(_ storage: ArraySlice<Touch>) {
    self.storage = storage
  }

  /// An empty set.
  public init() {
    storage = []
  }

  /// A set of the given touches, in their order: for a responder that passes only some of
  /// its touches on. (It copies them; the seat's own sets do not.)
  public init(_ touches: some Sequence<Touch>) {
    storage = ArraySlice(touches)
  }

  /// The position of the first touch.
  @inlinable public var startIndex: Int { storage.startIndex }
  /// The position after the last touch.
  @inlinable public var endIndex: Int { storage.endIndex }
  /// The touch at a position.
  @inlinable public subscript(position: Int) -> Touch { storage[position] }

  /// Whether the set holds this very touch object.
  public func contains(_ touch: Touch) -> Bool {
    storage.contains { $0 === touch }
  }
}
