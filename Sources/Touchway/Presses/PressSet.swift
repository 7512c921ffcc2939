/// The presses handed to one responder call, in the order their keys went down.
///
/// It plays the part of UIKit's `Set<UIPress>` with a deterministic order, and it is a
/// view into the dispatcher's reusable storage, so delivering it allocates nothing.
public struct PressSet: RandomAccessCollection {
  let storage: ArraySlice<PressEvent.Entry>

  init(_ storage: ArraySlice<PressEvent.Entry>) {
    self.storage = storage
  }

  /// The position of the first press.
  public var startIndex: Int { storage.startIndex }
  /// The position after the last press.
  public var endIndex: Int { storage.endIndex }
  /// The press at a position.
  public subscript(position: Int) -> Press { storage[position].press }
}
