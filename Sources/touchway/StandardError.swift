#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes one line to standard error, unbuffered.
func printToStandardError(_ line: String) {
  _ = (line + "\n").withCString { write(STDERR_FILENO, $0, strlen($0)) }
}

/// Writes one line to standard output, unbuffered, so that a pipe shows it at once.
func printUnbuffered(_ line: String) {
  _ = (line + "\n").withCString { write(STDOUT_FILENO, $0, strlen($0)) }
}
