import Foundation

/// Files a test writes, each in a directory of its own inside one directory of the test
/// process under the system's temporary directory, which goes when the process exits: a
/// test run leaves nothing behind in /tmp.
public enum TemporaryFile {
  private static let processDirectory: URL = {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("touchway-tests-\(getpid())")
    try? FileManager.default.removeItem(at: url)
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    atexit { try? FileManager.default.removeItem(at: TemporaryFile.processDirectory) }
    return url
  }()

  public static func directory() throws -> URL {
    let url = processDirectory.appendingPathComponent(UUID().uuidString)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  public static func write(_ text: String, named name: String) throws -> String {
    let url = try directory().appendingPathComponent(name)
    try Data(text.utf8).write(to: url)
    return url.path
  }
}
