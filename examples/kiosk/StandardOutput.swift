import TouchwaySystem

/// Writes a line to standard output at once, unbuffered, so that it comes in order with
/// the app's own output on the same file (the demo client's event lines).
func writeLine(_ line: String) {
  _ = Array((line + "\n").utf8).withUnsafeBytes { FileDescriptor.standardOutput.writeAll($0) }
}
