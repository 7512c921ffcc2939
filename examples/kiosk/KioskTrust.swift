import CWaylandServer
import Glibc

/// Which clients the kiosk trusts to take touches on surfaces drawn over the app: the
/// app's own (the process the kiosk started as its app, and Xwayland, whose windows are
/// the app's) and the kiosk's own keyboard process (`--keyboard COMMAND`). Any other
/// client may draw over the app, but not take what the user meant for it
/// (``OcclusionGuard``).
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
    return process == appProcess || process == keyboardProcess
  }

  private static func process(of client: OpaquePointer) -> pid_t {
    var pid: pid_t = 0
    wl_client_get_credentials(client, &pid, nil, nil)
    return pid
  }
}
