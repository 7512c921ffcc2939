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
  forEachLink(in: list) { body(wl_resource_from_link($0)) }
}

/// Calls `body` with every client of `seat` (`wl_list_for_each` over `seat->clients`).
func forEachClient(
  of seat: UnsafeMutablePointer<wlr_seat>, _ body: (UnsafeMutablePointer<wlr_seat_client>) -> Void
) {
  forEachElement(in: &seat.pointee.clients, link: \wlr_seat_client.link, body)
}

/// Calls `body` with every element of `list`, each linked by its field `link`
/// (`wl_list_for_each_safe`): it may unlink the one it is given.
// Inlined: the frame end walks the seat's clients through it.
@inline(__always)
func forEachElement<Element>(
  in list: UnsafeMutablePointer<wl_list>, link: KeyPath<Element, wl_list>,
  _ body: (UnsafeMutablePointer<Element>) -> Void
) {
  forEachLink(in: list) { body(element(at: $0, link: link)) }
}

/// The first element of `list`, linked by its field `link`; `nil` if the list is empty.
func firstElement<Element>(
  of list: UnsafeMutablePointer<wl_list>, link: KeyPath<Element, wl_list>
) -> UnsafeMutablePointer<Element>? {
  list.pointee.next == list ? nil : element(at: list.pointee.next!, link: link)
}

/// The element that holds `link` as its field `path` (`wl_container_of`).
@inline(__always)
private func element<Element>(
  at link: UnsafeMutablePointer<wl_list>, link path: KeyPath<Element, wl_list>
) -> UnsafeMutablePointer<Element> {
  (UnsafeMutableRawPointer(link) - MemoryLayout<Element>.offset(of: path)!)
    .assumingMemoryBound(to: Element.self)
}

/// Calls `body` with every link of `list` (`wl_list_for_each_safe`): it may unlink the one
/// it is given.
private func forEachLink(
  in list: UnsafeMutablePointer<wl_list>, _ body: (UnsafeMutablePointer<wl_list>) -> Void
) {
  var link = list.pointee.next!
  while link != list {
    let next = link.pointee.next!
    body(link)
    link = next
  }
}
