import Glibc
import Logging

/// The seat this process draws on and reads input from: who may open its devices, and
/// when they must be left alone.
///
/// A session moves through three states:
///
/// ```
///  starting ──enabled──▶ active ──disabled──▶ paused
///                          ▲                     │
///                          └──────enabled────────┘
/// ```
///
/// It starts once the seat provider enables it. A disable (a VT switch, the seat given to
/// another session) pauses it: every ``SessionObserver`` hears ``SessionObserver/sessionDidPause(_:)``
/// and stops using its devices, then the session acknowledges. An enable resumes it and the
/// observers hear ``SessionObserver/sessionDidResume(_:)``. Changes that do not fit (a second
/// enable, a disable before the start) are logged and ignored.
///
/// Serve ``fileDescriptor`` from the compositor's event loop: call ``dispatch()`` when it
/// is readable. Everything happens on that thread.
public final class Session {
  /// Where a session is in its life.
  public enum State: Sendable {
    /// Opened, waiting for the seat provider to enable it.
    case starting
    /// Devices may be opened and used.
    case active
    /// Another session has the seat; devices must not be used.
    case paused
  }

  /// Where the session is now.
  public private(set) var state = State.starting
  /// The provider of the seat and its devices.
  let backend: SessionBackend
  private var observers: [WeakSessionObserver] = []
  let logger: Logger

  /// A session over `backend`; it reads what the backend has to say at once.
  public init(backend: SessionBackend, logger: Logger = Logger(label: "touchway.session"))
    throws(SessionError)
  {
    self.backend = backend
    self.logger = logger
    try dispatch()
  }

  /// Opens the session of kind `kind`: ``SessionKind/automatic`` tries libseat, then, as
  /// root, direct access.
  public static func open(
    _ kind: SessionKind = .automatic, logger: Logger = Logger(label: "touchway.session")
  ) throws(SessionError) -> Session {
    try Session(backend: makeBackend(kind, logger: logger), logger: logger)
  }

  /// The seat's name, such as `seat0`.
  public var seatName: String { backend.seatName }

  /// Whether devices may be used now.
  public var isActive: Bool { state == .active }

  /// A descriptor for the event loop to watch for readability, or `nil` when the session
  /// never changes (direct access).
  public var fileDescriptor: Int32? { backend.fileDescriptor }

  /// Handles what the seat provider sent, without waiting.
  public func dispatch() throws(SessionError) {
    try dispatch(timeout: 0)
  }

  /// Waits for the seat provider until the session is active, at most `timeout`
  /// milliseconds in each wait; throws ``SessionError/inactive(path:)`` if a wait ends
  /// with the session still inactive.
  public func waitUntilActive(timeout: Int32 = 5000) throws(SessionError) {
    while !isActive {
      let changed = try dispatch(timeout: timeout)
      if !changed && !isActive { throw SessionError.inactive(path: seatName) }
    }
  }

  /// Opens the device node at `path` through the seat provider.
  public func openDevice(_ path: String) throws(SessionError) -> SessionDevice {
    guard isActive else { throw SessionError.inactive(path: path) }
    let (descriptor, id) = try backend.openDevice(path)
    logger.debug("opened \(path) on \(seatName)")
    return SessionDevice(path: path, fileDescriptor: descriptor, id: id, session: self)
  }

  /// Asks the seat provider for session (virtual terminal) `number`, as Ctrl+Alt+F`number`
  /// does on a desktop.
  public func switchSession(to number: Int) throws(SessionError) {
    try backend.switchSession(to: number)
  }

  /// Tells `observer` about pauses and resumes from now on, after the observers added
  /// before it. The session does not keep it alive.
  public func addObserver(_ observer: SessionObserver) {
    observers.removeAll { $0.observer == nil }
    observers.append(WeakSessionObserver(observer: observer))
  }

  /// Stops telling `observer` about pauses and resumes.
  public func removeObserver(_ observer: SessionObserver) {
    observers.removeAll { $0.observer == nil || $0.observer === observer }
  }

  /// Handles the backend's changes after waiting up to `timeout` milliseconds; returns
  /// whether there were any.
  @discardableResult
  private func dispatch(timeout: Int32) throws(SessionError) -> Bool {
    let changes = try backend.dispatch(timeout: timeout)
    for change in changes { try apply(change) }
    return !changes.isEmpty
  }

  private func apply(_ change: SessionChange) throws(SessionError) {
    switch (state, change) {
    case (.starting, .enabled):
      transition(to: .active)
      logger.info("session on \(seatName) is active")
    case (.active, .disabled):
      transition(to: .paused)
      logger.info("session on \(seatName) paused")
      notify { $0.sessionDidPause(self) }
      try backend.acknowledgeDisable()
    case (.paused, .enabled):
      transition(to: .active)
      logger.info("session on \(seatName) resumed")
      notify { $0.sessionDidResume(self) }
    default:
      logger.warning("ignored \(change) from the seat provider while \(state)")
    }
  }

  /// Moves to `next`; any move the diagram above does not show is a bug here.
  private func transition(to next: State) {
    switch (state, next) {
    case (.starting, .active), (.active, .paused), (.paused, .active): state = next
    default: preconditionFailure("illegal session transition \(state) → \(next)")
    }
  }

  /// Calls `body` for each live observer, in the order they were added; an observer added
  /// or removed by `body` takes effect from the next change.
  private func notify(_ body: (SessionObserver) -> Void) {
    for entry in observers {
      if let observer = entry.observer { body(observer) }
    }
  }

  private static func makeBackend(_ kind: SessionKind, logger: Logger) throws(SessionError)
    -> SessionBackend
  {
    switch kind {
    case .libseat: return try LibseatBackend(logger: logger)
    case .direct: return DirectBackend()
    case .automatic:
      do {
        return try LibseatBackend(logger: logger)
      } catch {
        guard geteuid() == 0 else {
          throw SessionError.unavailable(reasons: ["\(error)", "direct access needs root"])
        }
        logger.info("no seat provider (\(error)); opening devices directly as root")
        return DirectBackend()
      }
    }
  }
}

/// An observer the session does not keep alive.
private struct WeakSessionObserver {
  weak var observer: SessionObserver?
}
