import Glibc

/// The probe's report on standard output, a line at a time: each line is flushed at once,
/// since the VM test reads it through a pipe as it happens.
enum Console {
  /// Writes `line` and a newline.
  static func say(_ line: String) {
    print(line)
    fflush(nil)
  }
}
