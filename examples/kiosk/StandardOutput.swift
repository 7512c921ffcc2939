import Glibc

/// Writes all of `bytes` to `fd`, going on after partial writes and interruptions.
func writeAll(_ bytes: [UInt8], to fd: Int32) -> Bool {
  var remaining = bytes[...]
  while !remaining.isEmpty {
    let written = remaining.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
    if written < 0 && errno == EINTR { continue }
    guard written > 0 else { return false }
    remaining = remaining.dropFirst(written)
  }
  return true
}

/// Writes a line to standard output at once, unbuffered, so that it comes in order with
/// the app's own output on the same file (the demo client's event lines).
func writeLine(_ line: String) {
  _ = writeAll(Array((line + "\n").utf8), to: STDOUT_FILENO)
}
