import CWlroots
import Glibc

/// The X11 window types (`_NET_WM_WINDOW_TYPE`) the kiosk shows as dialogs, at their own
/// size in front of the app, as sway floats them: dialogs, utility windows, splash
/// screens.
///
/// Atoms are numbers the X server hands out: wlroots' window manager interns these for
/// itself but does not say their values, so the kiosk asks once the server is ready, on a
/// connection of its own, as sway does. That is one round trip at Xwayland's start, while
/// wlroots' window manager makes its own.
struct X11DialogTypes {
  private var atoms: Set<xcb_atom_t> = []

  private static let names = [
    "_NET_WM_WINDOW_TYPE_DIALOG", "_NET_WM_WINDOW_TYPE_UTILITY", "_NET_WM_WINDOW_TYPE_SPLASH",
  ]

  /// No types known yet: only parents, modality and fixed sizes make dialogs.
  init() {}

  /// Interns the types on the X server of `display` (`:N`); none if it cannot be reached.
  init(display: String) {
    let connection = xcb_connect(display, nil)
    defer { xcb_disconnect(connection) }
    guard xcb_connection_has_error(connection) == 0 else {
      logger.error("X11 dialogs by their type: cannot connect to \(display)")
      return
    }
    let cookies = Self.names.map { name in
      xcb_intern_atom(connection, 0, UInt16(name.utf8.count), name)
    }
    for cookie in cookies {
      guard let reply = xcb_intern_atom_reply(connection, cookie, nil) else { continue }
      atoms.insert(reply.pointee.atom)
      free(reply)
    }
  }

  /// Whether one of `types`, a window's `_NET_WM_WINDOW_TYPE`, is a dialog's.
  func containsAny(of types: UnsafeBufferPointer<xcb_atom_t>) -> Bool {
    types.contains { atoms.contains($0) }
  }
}
