import Glibc

/// Why a session could not be opened or used: each case names what failed.
public enum SessionError: Error, Equatable, CustomStringConvertible {
  /// A libseat or system call failed with `errno` (`libseat_open_device`, `open`, ...).
  case callFailed(call: String, errno: Int32)
  /// No way to open a session worked: `reasons` says why each one failed.
  case unavailable(reasons: [String])
  /// A device was asked for while the session is paused or not yet active.
  case inactive(path: String)

  /// What went wrong, in a sentence.
  public var description: String {
    switch self {
    case .callFailed(let call, let code):
      "\(call) failed: \(String(cString: strerror(code))) (errno \(code))"
    case .unavailable(let reasons):
      "no session could be opened: " + reasons.joined(separator: "; ")
    case .inactive(let path):
      "cannot open \(path): the session is not active (another VT or seat user has it)"
    }
  }

  /// The error of `call` when its C result is negative (`errno` tells why); otherwise
  /// the result.
  @discardableResult
  static func check(_ call: String, _ result: Int32) throws(SessionError) -> Int32 {
    guard result >= 0 else { throw SessionError.callFailed(call: call, errno: errno) }
    return result
  }
}
