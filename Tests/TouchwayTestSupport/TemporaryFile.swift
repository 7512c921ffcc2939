import Foundation

/// Files a test writes, each in a directory of its own under the system's temporary
/// directory.
public enum TemporaryFile {
  public static func directory() throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("touchway-recording-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  public static func write(_ text: String, named name: String) throws -> String {
    let url = try directory().appendingPathComponent(name)
    try Data(text.utf8).write(to: url)
    return url.path
  }
}
