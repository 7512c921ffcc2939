import Foundation
import TouchwayYAML
import Yams

/// One YAML document of a scene or script, with the path used to name it in errors.
///
/// Every reading of a node that fails throws a ``SceneError`` at that node's line, so a
/// mistake is reported where the author wrote it.
struct YAMLFile {
  /// The largest scene or script read, in bytes. Yams holds a whole document as a tree of
  /// nodes, some fifty bytes for every byte of YAML, so a bigger file would take
  /// memory without bound; a script this long (some 30,000 entries) belongs in a
  /// `libinput record` file, which is read as a stream.
  static let maximumSize = 1 << 20

  /// The path as the user gave it.
  let path: String
  /// The document's root; `nil` for an empty file.
  let root: Node?

  /// Parses `text`; a syntax error becomes a ``SceneError`` at its line, and so does
  /// anything ``YAMLGuard`` refuses.
  init(text: String, path: String) throws(SceneError) {
    self.path = path
    guard text.utf8.count <= Self.maximumSize else {
      throw Self.tooLarge(text.utf8, path: path)
    }
    if let violation = YAMLGuard.check(text) {
      throw SceneError(file: path, line: violation.line, message: violation.message)
    }
    do {
      root = try Yams.compose(yaml: text)
    } catch let error as YamlError {
      throw Self.error(error, in: text, path: path)
    } catch {
      throw SceneError(file: path, line: nil, message: "cannot read YAML: \(error)")
    }
  }

  /// Reads and parses the file at `path`, reading no more than ``maximumSize`` bytes
  /// (and one more, to tell that it is too large).
  init(contentsOf path: String) throws(SceneError) {
    let text: String
    do {
      text = try BoundedTextFile.read(path, maximumSize: Self.maximumSize, kind: Self.kind)
    } catch {
      throw SceneError(file: path, line: error.line, message: error.message)
    }
    try self.init(text: text, path: path)
  }

  /// An error at `node`'s line (the file's first line when the node has no position).
  func error(at node: Node?, _ message: String) -> SceneError {
    SceneError(file: path, line: node?.mark?.line ?? 1, message: message)
  }

  /// What the size limit's message calls these files.
  private static let kind = "a scene or script"

  /// The error for a file larger than ``maximumSize``, at the line that crosses the limit.
  private static func tooLarge(_ bytes: some Collection<UInt8>, path: String) -> SceneError {
    let failure = BoundedTextFile.tooLarge(bytes, maximumSize: maximumSize, kind: kind)
    return SceneError(file: path, line: failure.line, message: failure.message)
  }

  /// Translates one of Yams' errors into a single line that names the place.
  private static func error(_ error: YamlError, in text: String, path: String) -> SceneError {
    switch error {
    case .scanner(let context, let problem, let mark, _),
      .parser(let context, let problem, let mark, _),
      .composer(let context, let problem, let mark, _):
      // libyaml's context says what it was doing: "while parsing a flow sequence".
      let during = context.map { "\($0.text), " } ?? ""
      return SceneError(file: path, line: mark.line, message: "invalid YAML: \(during)\(problem)")
    case .reader(let problem, let offset, _, _):
      let line = offset.map { text.prefix($0).count { $0 == "\n" } + 1 }
      return SceneError(file: path, line: line, message: "invalid text: \(problem)")
    default:
      return SceneError(file: path, line: nil, message: "cannot read YAML: \(error)")
    }
  }
}
