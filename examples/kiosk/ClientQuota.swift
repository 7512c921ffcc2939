import CWaylandServer
import CWlroots

/// A bound on how many objects of one kind each client may hold at once. A client past
/// it is ended with `wl_display.no_memory`: the protocols have no error of their own for
/// it, and it is the server's memory the bound keeps.
final class ClientQuota {
  let limit: Int
  /// What the objects are, in the error's message ("layer surfaces").
  let what: String
  private var counts: [OpaquePointer: Int] = [:]

  init(_ limit: Int, of what: String) {
    self.limit = limit
    self.what = what
  }

  /// Counts one more object for `client`; past the limit, ends the client instead and
  /// returns `false` (the object is then not to be used).
  func take(for client: OpaquePointer) -> Bool {
    let count = counts[client, default: 0]
    guard count < limit else {
      touchway_resource_post_error(
        wl_client_get_object(client, 1), WL_DISPLAY_ERROR_NO_MEMORY.rawValue,
        "more than \(limit) \(what)")
      return false
    }
    counts[client] = count + 1
    return true
  }

  /// One of `client`'s objects went.
  func release(for client: OpaquePointer) {
    counts[client] = counts[client].flatMap { $0 > 1 ? $0 - 1 : nil }
  }
}
