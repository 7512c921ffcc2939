import Glibc
import TouchwaySystem

/// A program the kiosk started (APP, or the back command), found on `PATH` and run with
/// the kiosk's environment plus the given variables (`posix_spawnp`).
///
/// It runs in a process group of its own, so that what it starts (a browser's helper
/// processes, the D-Bus daemon of `dbus-run-session`) ends with it: the kiosk reaps it when
/// SIGCHLD comes (``reap()``), and when the object goes away the whole group is asked to
/// end with SIGTERM.
final class ChildProcess {
  /// The program and its arguments, for messages.
  let command: [String]
  /// The process id.
  let pid: pid_t
  /// How it ended, once reaped: its exit status, or minus the signal that killed it.
  private(set) var exitStatus: Int32?

  /// Starts `command` (program, then arguments) with `environment` added to the kiosk's.
  init(_ command: [String], environment: [String: String] = [:]) throws(KioskError) {
    precondition(!command.isEmpty, "a child process needs a program")
    self.command = command
    var pid: pid_t = 0
    var attributes = posix_spawnattr_t()
    Self.initialize(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    let status = Self.withCStrings(command) { argv in
      Self.withCStrings(Self.mergedEnvironment(adding: environment)) { envp in
        posix_spawnp(&pid, command[0], nil, &attributes, argv, envp)
      }
    }
    guard status == 0 else {
      throw .system(call: "posix_spawnp", subject: command[0], errno: Errno(rawValue: status))
    }
    self.pid = pid
  }

  deinit {
    terminate()
  }

  /// Collects the exit status if the process has ended (`waitpid` with `WNOHANG`);
  /// returns whether it has.
  @discardableResult
  func reap() -> Bool {
    guard exitStatus == nil else { return true }
    var status: Int32 = 0
    guard waitpid(pid, &status, WNOHANG) == pid else { return false }
    // The <sys/wait.h> macros, which Swift does not import: the low 7 bits are the
    // signal that killed the process, or 0 when it exited, with its status in bits 8–15.
    let signal = status & 0x7F
    exitStatus = signal == 0 ? (status >> 8) & 0xFF : -signal
    return true
  }

  /// Asks the process and what it started to end (SIGTERM to its process group), whether
  /// or not it has ended itself.
  func terminate() {
    kill(-pid, SIGTERM)
    reap()
  }

  /// Initializes spawn attributes that put the child in a new process group of its own,
  /// with an empty signal mask: the event loop blocks the signals it watches, and a child
  /// would inherit that and not end on SIGTERM.
  private static func initialize(_ attributes: inout posix_spawnattr_t) {
    posix_spawnattr_init(&attributes)
    var empty = sigset_t()
    sigemptyset(&empty)
    posix_spawnattr_setsigmask(&attributes, &empty)
    posix_spawnattr_setpgroup(&attributes, 0)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETPGROUP))
  }

  /// The kiosk's environment with `additions` set, as `NAME=value` strings.
  private static func mergedEnvironment(adding additions: [String: String]) -> [String] {
    var entries: [String] = []
    var pointer = environ
    while let entry = pointer.pointee {
      let text = String(cString: entry)
      let name = text.prefix { $0 != "=" }
      if additions[String(name)] == nil { entries.append(text) }
      pointer += 1
    }
    return entries + additions.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
  }

  /// Calls `body` with a null-terminated C array of the strings.
  private static func withCStrings<Result>(
    _ strings: [String], _ body: ([UnsafeMutablePointer<CChar>?]) -> Result
  ) -> Result {
    let copies = strings.map { strdup($0) } + [nil]
    defer { for copy in copies { free(copy) } }
    return body(copies)
  }
}
