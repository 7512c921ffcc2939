import TouchwaySystem

/// Why the demo client cannot go on.
enum ClientError: Error, CustomStringConvertible {
  /// `wl_display_connect` failed: no compositor at that socket.
  case noCompositor(display: String)
  /// The compositor does not offer a global the demo needs.
  case missingGlobal(String)
  /// A system call failed.
  case system(call: String, errno: Errno)
  /// The connection broke, other than by the compositor closing it.
  case connection(errno: Errno)
  /// The compositor closed the connection (it exited, or disconnected this client).
  case compositorGone

  var description: String {
    switch self {
    case .noCompositor(let display):
      "no Wayland compositor at \(display) (is WAYLAND_DISPLAY right?)"
    case .missingGlobal(let interface):
      "the compositor offers no \(interface)"
    case .system(let call, let code):
      "\(call) failed: \(code)"
    case .connection(let code):
      "the Wayland connection failed: \(code)"
    case .compositorGone:
      "the compositor closed the connection"
    }
  }
}
