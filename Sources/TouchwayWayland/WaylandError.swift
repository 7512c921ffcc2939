#if canImport(Glibc)
  import Glibc
#endif

/// A libwayland or system call that failed while setting up the server.
public struct WaylandError: Error, CustomStringConvertible {
  /// The C function that failed, e.g. `wl_display_add_socket`.
  public let call: String
  /// The `errno` it left, or 0 if it sets none.
  public let code: Int32

  init(_ call: String, code: Int32 = errno) {
    self.call = call
    self.code = code
  }

  /// The call and the system's text for its code.
  public var description: String {
    code == 0 ? "\(call) failed" : "\(call) failed: \(String(cString: strerror(code)))"
  }
}

/// Returns `value`, or throws the error of `call` when the C call gave nothing back.
func valueOrError<T>(_ call: String, _ value: T?) throws(WaylandError) -> T {
  guard let value else { throw WaylandError(call) }
  return value
}

/// Throws the error of `call` when its C status is negative.
func checkStatus(_ call: String, _ status: Int32) throws(WaylandError) {
  guard status >= 0 else { throw WaylandError(call) }
}
