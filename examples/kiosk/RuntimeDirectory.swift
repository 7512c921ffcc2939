import Glibc
import TouchwaySystem

/// Runs `body` with `XDG_RUNTIME_DIR` set: the caller's, or a private directory made for
/// the run and removed afterwards with everything clients left in it.
func withRuntimeDirectory<Result>(_ body: () throws -> Result) throws -> Result {
  if let existing = getenv("XDG_RUNTIME_DIR"), existing.pointee != 0 { return try body() }
  var template = Array("/tmp/touchway-kiosk-XXXXXX".utf8CString)
  guard let made = mkdtemp(&template) else {
    throw KioskError.system(call: "mkdtemp", subject: "/tmp", errno: .current)
  }
  let directory = String(cString: made)
  setenv("XDG_RUNTIME_DIR", directory, 1)
  logger.info("XDG_RUNTIME_DIR is not set: using \(directory) for this run")
  defer {
    unsetenv("XDG_RUNTIME_DIR")
    removeTree(directory)
  }
  return try body()
}

/// Removes `path` and everything below it, without following symbolic links.
private func removeTree(_ path: String) {
  if let directory = opendir(path) {
    while let entry = readdir(directory) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) {
        String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
      }
      guard name != ".", name != ".." else { continue }
      let child = path + "/" + name
      if entry.pointee.d_type == UInt8(DT_DIR) { removeTree(child) } else { unlink(child) }
    }
    closedir(directory)
  }
  rmdir(path)
}
