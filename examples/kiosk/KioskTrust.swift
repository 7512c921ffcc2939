import CWaylandServer
import Glibc

/// Which clients the kiosk trusts to take touches on surfaces drawn over the app: the
/// app's own (the process the kiosk started as its app, and Xwayland, whose windows are
/// the app's) and the kiosk's own keyboard (`--keyboard COMMAND`: its process and those it
/// starts, as the command may be a wrapper such as `dbus-run-session`). Any other client
/// may draw over the app, but not take what the user meant for it (``OcclusionGuard``).
///
/// Kept in this one place, and minimal, so that a fuller trust model (the app's process
/// tree, a filter for privileged protocols) can take its place.
final class KioskTrust {
  private unowned let compositor: KioskCompositor
  /// The app's process, once started.
  var appProcess: pid_t?
  /// The process of the keyboard that runs as a client, once started.
  var keyboardProcess: pid_t?

  init(compositor: KioskCompositor) {
    self.compositor = compositor
  }

  /// Whether `client` may take touches on a surface that covers the app.
  func trusts(_ client: OpaquePointer) -> Bool {
    if client == compositor.xwayland?.client { return true }
    let process = Self.process(of: client)
    if process == appProcess { return true }
    guard let keyboardProcess else { return false }
    return Self.ancestry(of: process).contains(keyboardProcess)
  }

  /// How many parents ``ancestry(of:)`` follows: more than any wrapper nests.
  private static let maximumAncestry = 16

  /// `process` and its parents, from `/proc/PID/stat` (the field after the command's
  /// closing parenthesis and the state).
  private static func ancestry(of process: pid_t) -> [pid_t] {
    var chain: [pid_t] = []
    var current = process
    while current > 1, chain.count < maximumAncestry {
      chain.append(current)
      guard let stat = contents(of: "/proc/\(current)/stat"),
        let close = stat.lastIndex(of: ")"),
        let parent = stat[stat.index(after: close)...].split(separator: " ").dropFirst().first
          .flatMap({ pid_t($0) })
      else { break }
      current = parent
    }
    return chain
  }

  private static func process(of client: OpaquePointer) -> pid_t {
    var pid: pid_t = 0
    wl_client_get_credentials(client, &pid, nil, nil)
    return pid
  }

  /// The first line of a small file (a `/proc` stat), or `nil` if it cannot be read.
  private static func contents(of path: String) -> String? {
    guard let file = fopen(path, "r") else { return nil }
    defer { fclose(file) }
    var line = [CChar](repeating: 0, count: 1024)
    guard fgets(&line, Int32(line.count), file) != nil else { return nil }
    return line.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
  }
}
