/// How to get the seat's devices.
public enum SessionKind: String, CaseIterable, Sendable {
  /// libseat if it works; otherwise, when running as root, the kernel directly.
  case automatic
  /// libseat only: seatd, logind, or its built-in seatd (as root). `LIBSEAT_BACKEND`
  /// picks one.
  case libseat
  /// Open device nodes directly; needs root (or read-write access to the nodes), and
  /// nothing pauses the session.
  case direct
}
