public import CWlroots

/// The address of a `wl_signal` inside a wlroots object, such as `\.events.map` of a
/// `wlr_xdg_surface`: signals must be used in place, never copied.
public func signal<Object>(
  _ object: UnsafeMutablePointer<Object>, _ path: KeyPath<Object, wl_signal>
) -> UnsafeMutablePointer<wl_signal> {
  (UnsafeMutableRawPointer(object) + MemoryLayout<Object>.offset(of: path)!)
    .assumingMemoryBound(to: wl_signal.self)
}

extension Listener {
  /// A listener already added to `signal`.
  public convenience init(
    _ signal: UnsafeMutablePointer<wl_signal>,
    _ handler: @escaping (UnsafeMutableRawPointer?) -> Void
  ) {
    self.init(handler)
    wl_signal_add(signal, pointer)
  }
}

/// Calls `body` with every `wl_resource` of a resource list (`wl_resource_for_each`), which
/// may destroy the one it is given.
func forEachResource(in list: UnsafeMutablePointer<wl_list>, _ body: (OpaquePointer) -> Void) {
  var link = list.pointee.next!
  while link != list {
    let next = link.pointee.next!
    body(wl_resource_from_link(link))
    link = next
  }
}

/// Calls `body` with every client of `seat` (`wl_list_for_each` over `seat->clients`).
func forEachClient(
  of seat: UnsafeMutablePointer<wlr_seat>, _ body: (UnsafeMutablePointer<wlr_seat_client>) -> Void
) {
  let list = UnsafeMutableRawPointer(seat) + MemoryLayout<wlr_seat>.offset(of: \.clients)!
  let head = list.assumingMemoryBound(to: wl_list.self)
  let linkOffset = MemoryLayout<wlr_seat_client>.offset(of: \.link)!
  var link = head.pointee.next!
  while link != head {
    let next = link.pointee.next!
    body((UnsafeMutableRawPointer(link) - linkOffset).assumingMemoryBound(to: wlr_seat_client.self))
    link = next
  }
}
