/// What the kiosk adds to its app's environment: the socket, and what tells each toolkit
/// that it runs in a Wayland session, so apps need no flag of their own.
enum AppEnvironment {
  static func variables(socket: String) -> [String: String] {
    [
      "WAYLAND_DISPLAY": socket,
      "XDG_SESSION_TYPE": "wayland",
      // GTK 3 and 4.
      "GDK_BACKEND": "wayland",
      // Qt 5 and 6 (with qtwayland installed), falling back to X11 through Xwayland.
      "QT_QPA_PLATFORM": "wayland;xcb",
      // SDL 2.
      "SDL_VIDEODRIVER": "wayland",
      // Firefox.
      "MOZ_ENABLE_WAYLAND": "1",
      // Electron apps; Debian's chromium script reads CHROMIUM_FLAGS.
      "ELECTRON_OZONE_PLATFORM_HINT": "wayland",
      "CHROMIUM_FLAGS": "--ozone-platform=wayland",
      // Clutter and Java's toolkits.
      "CLUTTER_BACKEND": "wayland",
      "_JAVA_AWT_WM_NONREPARENTING": "1",
    ]
  }
}
