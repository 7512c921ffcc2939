import Glibc

/// What the kiosk adds to its app's environment: the socket, the X display of its
/// Xwayland (if it runs one), and what tells each toolkit that it runs in a Wayland
/// session, so apps need no flag of their own.
///
/// The session's variables are the kiosk's, whatever its own environment says (a login
/// on a text console has `XDG_SESSION_TYPE=tty`); the toolkits' are defaults: a user who
/// set one (`QT_QPA_PLATFORM=xcb` for an app that only works on X11) keeps it.
enum AppEnvironment {
  /// The variables to set over the kiosk's own environment.
  static func variables(socket: String, display: String?) -> [String: String] {
    var variables = toolkitDefaults.filter { getenv($0.key) == nil }
    variables["WAYLAND_DISPLAY"] = socket
    variables["XDG_SESSION_TYPE"] = "wayland"
    if let display { variables["DISPLAY"] = display }
    return variables
  }

  private static let toolkitDefaults = [
    // GTK 3 and 4.
    "GDK_BACKEND": "wayland",
    // Qt 5 picks X11 without it (Qt 6 picks Wayland); X11 through Xwayland is the fallback.
    "QT_QPA_PLATFORM": "wayland;xcb",
    // A kiosk's windows have no decorations.
    "QT_WAYLAND_DISABLE_WINDOWDECORATION": "1",
    // SDL 2 picks X11 whenever DISPLAY is set.
    "SDL_VIDEODRIVER": "wayland",
    // Firefox before 121; later ones pick Wayland by themselves.
    "MOZ_ENABLE_WAYLAND": "1",
    // Electron apps. Chromium picks Wayland from XDG_SESSION_TYPE.
    "ELECTRON_OZONE_PLATFORM_HINT": "wayland",
    // Clutter and Java's toolkits.
    "CLUTTER_BACKEND": "wayland",
    "_JAVA_AWT_WM_NONREPARENTING": "1",
  ]
}
