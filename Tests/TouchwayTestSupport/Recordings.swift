import Foundation

/// The libinput recordings the tests replay, one copy for every test target (`Recordings/`,
/// see its README for their source and licence): `NAME.yml` with the events libinput
/// reported for it, `NAME.libinput-events.txt`.
public enum Recordings {
  /// The five real recordings with libinput 1.22.1's events.
  public static let real = [
    "atmel-1-finger-fast-taps", "atmel-2-fingers-touch-release", "atmel-4-finger-drag-down",
    "ep0430m09-2-finger-scroll-down", "ep0430m09-4-finger-drag-down",
  ]

  /// The real pen recording (a Wacom screen tablet) with libinput 1.22.1's tablet tool
  /// events.
  public static let pen = "dth2242-pen-button-taps"

  /// The folder.
  public static var directory: URL {
    Bundle.module.resourceURL!.appendingPathComponent("Recordings")
  }

  /// The path of the recording `name`.
  public static func recording(_ name: String) -> String {
    directory.appendingPathComponent("\(name).yml").path
  }

  /// The lines `libinput debug-events` reported for a recording, normalized.
  public static func libinputEvents(_ name: String) throws -> [String] {
    let text = try String(
      contentsOf: directory.appendingPathComponent("\(name).libinput-events.txt"), encoding: .utf8)
    return text.split(separator: "\n").map(String.init)
  }
}
