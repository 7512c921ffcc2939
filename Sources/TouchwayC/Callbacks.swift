/// Whether the library is inside one of the compositor's callbacks (a gesture's, the
/// focus callback, a clock), where feeding input, moving the clock or destroying a seat
/// would re-enter a delivery under way: those calls return `TOUCHWAY_BUSY` then.
enum Callbacks {
  nonisolated(unsafe) private static var depth = 0

  static var areRunning: Bool { depth > 0 }

  /// Calls the compositor's `callback`.
  static func call<Result>(_ callback: () -> Result) -> Result {
    depth += 1
    defer { depth -= 1 }
    return callback()
  }

  /// Throws `busy` inside a callback.
  static func checkNotRunning() throws(APIError) {
    if areRunning { throw .busy }
  }
}
