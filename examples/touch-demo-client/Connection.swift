import CWaylandClient
import Glibc
import TouchwaySystem

/// The connection to the compositor (`wl_display`): connected in `init`, closed in `deinit`.
final class Connection {
  /// The display proxy, for creating the registry.
  let display: OpaquePointer

  /// Connects to the socket named by `name`, or by `$WAYLAND_DISPLAY` when `nil`
  /// (`wl_display_connect`).
  init(name: String?) throws(ClientError) {
    guard let display = wl_display_connect(name) else {
      throw .noCompositor(
        display: name ?? getenv("WAYLAND_DISPLAY").map { String(cString: $0) } ?? "wayland-0")
    }
    self.display = display
  }

  deinit {
    wl_display_disconnect(display)
  }

  /// Sends what is queued and waits until the compositor has handled it
  /// (`wl_display_roundtrip`).
  func roundtrip() throws(ClientError) {
    guard wl_display_roundtrip(display) >= 0 else { throw failure() }
  }

  /// Waits for events and calls their listeners (`wl_display_dispatch`).
  func dispatch() throws(ClientError) {
    guard wl_display_dispatch(display) >= 0 else { throw failure() }
  }

  private func failure() -> ClientError {
    let code = wl_display_get_error(display)
    return code == EPIPE || code == ECONNRESET
      ? .compositorGone : .connection(errno: Errno(rawValue: code))
  }
}
