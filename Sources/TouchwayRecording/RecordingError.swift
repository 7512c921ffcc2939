import Touchway

/// Why a recording could not be read or decoded, with the file and line to look at.
///
/// Its ``description`` is the conventional `file:line: message`, ready for a terminal.
public struct RecordingError: Error, Equatable, CustomStringConvertible, Sendable {
  /// What kind of problem it is.
  public enum Kind: Equatable, Sendable {
    /// The file could not be opened or read.
    case unreadable
    /// The file is not YAML, or not a `libinput record` file.
    case notARecording
    /// The recording's `version` is not 1.
    case unsupportedVersion
    /// The file ends before the recording does.
    case truncated
    /// The recording's structure or one of its values is wrong.
    case malformed
    /// An evdev event's type or code does not exist.
    case codeOutOfRange
    /// Evdev events are not ended by a `SYN_REPORT`.
    case frameWithoutSynReport
    /// No device in the recording is a touchscreen.
    case noTouchDevice
  }

  /// What kind of problem it is.
  public var kind: Kind
  /// The file's path, as given to the reader.
  public var path: String
  /// The 1-based line the problem is on; 0 when it concerns the file as a whole.
  public var line: Int
  /// What is wrong, in a sentence without the file and line.
  public var message: String

  /// Creates an error.
  public init(_ kind: Kind, path: String, line: Int, _ message: String) {
    self.kind = kind
    self.path = path
    self.line = line
    self.message = message
  }

  /// `path:line: message`, or `path: message` when no line applies; text from the file is
  /// escaped so that the error stays one harmless line.
  public var description: String {
    FileDiagnostic.format(file: path, line: line > 0 ? line : nil, message: message)
  }
}
