import Glibc

/// Why the kiosk cannot start or go on; each says what to fix.
enum KioskError: Error, CustomStringConvertible {
  /// A system call failed; `subject` names the file or program it was about.
  case system(call: String, subject: String, errno: Int32)

  var description: String {
    switch self {
    case .system(let call, let subject, let code):
      "\(subject): \(call) failed: \(String(cString: strerror(code)))"
    }
  }
}
