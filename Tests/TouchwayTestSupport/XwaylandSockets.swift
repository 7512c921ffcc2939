import Foundation

/// Where the kiosk's Xwayland can open X's sockets, for the tests that run X11 apps.
///
/// wlroots opens them in /tmp/.X11-unix only if that is root's or the user's: where it is
/// not (a container that maps its owner to nobody), the kiosk runs in a mount namespace of
/// its own with a fresh one, which takes root.
public enum XwaylandSockets {
  /// Whether /tmp/.X11-unix belongs to someone wlroots does not trust.
  public static var needPrivateDirectory: Bool {
    guard
      let owner = try? FileManager.default.attributesOfItem(atPath: "/tmp/.X11-unix")[
        .ownerAccountID] as? NSNumber
    else { return false }
    return owner.uint32Value != 0 && owner.uint32Value != getuid()
  }

  /// Whether X11 apps can run in the kiosk here: Xwayland is installed and its sockets
  /// can be opened.
  public static var available: Bool {
    FileManager.default.isExecutableFile(atPath: "/usr/bin/Xwayland")
      && (!needPrivateDirectory || getuid() == 0)
  }

  /// The program and arguments that run `touchway-kiosk` with `arguments`: the kiosk
  /// itself, or, where X's sockets need a private directory, the kiosk inside
  /// `unshare -m` with a fresh tmpfs on /tmp/.X11-unix.
  public static func kiosk(_ arguments: [String]) -> (program: String, arguments: [String]) {
    guard needPrivateDirectory, getuid() == 0 else { return ("touchway-kiosk", arguments) }
    let kiosk = KioskRun.productsDirectory.appendingPathComponent("touchway-kiosk").path
    return (
      "/usr/bin/unshare",
      ["-m", "sh", "-c", #"mount -t tmpfs tmpfs /tmp/.X11-unix && exec "$0" "$@""#, kiosk]
        + arguments
    )
  }
}
