import Glibc

/// Runs `body` with `$XDG_RUNTIME_DIR` set, where Wayland sockets live: as it is, or, when
/// it is not set (a container, a CI job, a root shell without a login session), a private
/// directory made for the run, which APP inherits and which is removed afterwards.
func withRuntimeDirectory<Result>(_ body: () throws -> Result) throws -> Result {
  if let existing = getenv("XDG_RUNTIME_DIR"), existing.pointee != 0 { return try body() }
  var template = Array("/tmp/touchway-kiosk-XXXXXX".utf8CString)
  guard let made = mkdtemp(&template) else {
    throw KioskError.system(call: "mkdtemp", subject: "/tmp", errno: errno)
  }
  let directory = String(cString: made)
  setenv("XDG_RUNTIME_DIR", directory, 1)
  logger.info("XDG_RUNTIME_DIR is not set: using \(directory) for this run")
  defer {
    unsetenv("XDG_RUNTIME_DIR")
    rmdir(directory)
  }
  return try body()
}
