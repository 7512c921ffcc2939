import CWlroots

/// One `wl_listener` at a stable address, and the handler its signal calls.
///
/// The C listener lives in memory allocated here, never inside a Swift object, followed by
/// an unretained pointer back to this object: the notify function has no captures and
/// finds its owner through `owner(of:)`. The listener unlinks itself in ``remove()`` and
/// in `deinit`, so a signal can never call a listener that is gone.
public final class Listener {
  private let storage: UnsafeMutableRawPointer
  private let handler: (UnsafeMutableRawPointer?) -> Void

  /// The owner pointer sits right after the `wl_listener`.
  private static let ownerOffset = MemoryLayout<wl_listener>.stride

  /// Creates an unlinked listener; `handler` receives the signal's data pointer.
  public init(_ handler: @escaping (UnsafeMutableRawPointer?) -> Void) {
    self.handler = handler
    storage = .allocate(
      byteCount: Self.ownerOffset + MemoryLayout<UnsafeMutableRawPointer>.stride,
      alignment: MemoryLayout<wl_listener>.alignment)
    let listener = storage.bindMemory(to: wl_listener.self, capacity: 1)
    listener.initialize(to: wl_listener())
    wl_list_init(link)
    listener.pointee.notify = { listener, data in Listener.owner(of: listener).handler(data) }
    (storage + Self.ownerOffset).storeBytes(of: opaque(self), as: UnsafeMutableRawPointer.self)
  }

  deinit {
    remove()
    storage.deallocate()
  }

  /// The C listener, for `wl_*_add_destroy_listener` and `wl_signal_add`.
  public var pointer: UnsafeMutablePointer<wl_listener> {
    storage.assumingMemoryBound(to: wl_listener.self)
  }

  /// Whether a signal holds the listener.
  public var isLinked: Bool { link.pointee.next != link }

  /// Takes the listener off its signal; removing an unlinked listener does nothing.
  public func remove() {
    wl_list_remove(link)
    wl_list_init(link)
  }

  private var link: UnsafeMutablePointer<wl_list> {
    (storage + MemoryLayout<wl_listener>.offset(of: \.link)!).assumingMemoryBound(to: wl_list.self)
  }

  private static func owner(of listener: UnsafeMutablePointer<wl_listener>?) -> Listener {
    let slot = UnsafeMutableRawPointer(listener!) + ownerOffset
    return fromOpaque(slot.load(as: UnsafeMutableRawPointer.self))
  }
}
