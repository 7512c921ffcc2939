import Glibc

/// A probe step that failed, naming the call.
struct ProbeError: Error, CustomStringConvertible {
  /// The failing call, such as `fopen(screen.png)`.
  let call: String
  /// The `errno` it left, or 0 when it sets none.
  let code: Int32

  init(_ call: String, code: Int32 = errno) {
    self.call = call
    self.code = code
  }

  var description: String {
    code == 0 ? "\(call) failed" : "\(call) failed: \(String(cString: strerror(code)))"
  }
}
