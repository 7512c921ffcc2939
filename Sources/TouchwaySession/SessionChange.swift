/// What a ``SessionBackend`` reports from its seat provider.
public enum SessionChange: Equatable, Sendable {
  /// The seat is ours: devices may be opened and used (libseat's `enable_seat`).
  case enabled
  /// The seat is being taken away (VT switch, another session): stop using devices and
  /// acknowledge (libseat's `disable_seat`).
  case disabled
}
