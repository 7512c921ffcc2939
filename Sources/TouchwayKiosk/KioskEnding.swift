/// Why a kiosk run ended.
public enum KioskEnding: Equatable, Sendable {
  /// APP exited with this status (or, for a negative number, was killed by that signal).
  case appExited(status: Int32)
  /// `--exit-after` ran out.
  case timeLimit
  /// The kiosk was asked to stop (SIGINT, SIGTERM).
  case stopped
}
