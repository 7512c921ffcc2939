import Foundation

/// A test bundle's folder of recordings with the events libinput reported for them:
/// `NAME.yml` and `NAME.libinput-events.txt`.
public protocol RecordingFixtures {
  /// The folder.
  static var directory: URL { get }
}

extension RecordingFixtures {
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
