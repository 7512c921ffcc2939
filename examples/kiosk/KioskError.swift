import Glibc

/// Why the kiosk cannot go on.
enum KioskError: Error, CustomStringConvertible {
  /// A system call failed on `subject` (a path, a command).
  case system(call: String, subject: String, errno: Int32)
  /// A wlroots call failed; wlroots logged why.
  case wlroots(String)

  var description: String {
    switch self {
    case .system(let call, let subject, let code):
      "\(subject): \(call) failed: \(String(cString: strerror(code)))"
    case .wlroots(let call):
      "\(call) failed (wlroots' log says why)"
    }
  }
}
