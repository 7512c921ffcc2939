import Foundation
@_exported import TouchwaySynthesis

extension SyntheticRecording {
  /// Writes the file to a new temporary directory and returns its path.
  public func write(named name: String = "recording.yml") throws -> String {
    try TemporaryFile.write(text, named: name)
  }
}
