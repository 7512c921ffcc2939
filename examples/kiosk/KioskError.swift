import TouchwaySystem

/// Why the kiosk cannot go on.
enum KioskError: Error, CustomStringConvertible {
  /// A system call failed on `subject` (a path, a command).
  case system(call: String, subject: String, errno: Errno)
  /// A wlroots call failed; wlroots logged why.
  case wlroots(String)

  var description: String {
    switch self {
    case .system(let call, let subject, let code):
      "\(subject): \(call) failed: \(code)"
    case .wlroots(let call):
      "\(call) failed (wlroots' log says why)"
    }
  }
}
