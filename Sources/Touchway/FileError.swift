/// A mistake in a file (a scene, a script, a gesture script), or a file that cannot be
/// read: one message that names the file, the line (when there is one) and what is wrong.
public struct FileError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The file's path as it was given.
  public var file: String
  /// The line the mistake is on, counting from 1; `nil` when the whole file is at fault.
  public var line: Int?
  /// What is wrong, in one sentence.
  public var message: String

  /// Creates an error at a line of a file.
  public init(file: String, line: Int?, message: String) {
    self.file = file
    self.line = line
    self.message = message
  }

  /// `file:line: message`, the form compilers use, or `file: message` without a line;
  /// text from the file is escaped so that the error stays one harmless line.
  public var description: String {
    FileDiagnostic.format(file: file, line: line, message: message)
  }
}
