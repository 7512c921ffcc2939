import Foundation
import Yams

/// One YAML document of a scene or script, with the path used to name it in errors.
///
/// Every reading of a node that fails throws a ``SceneError`` at that node's line, so a
/// mistake is reported where the author wrote it.
struct YAMLFile {
  /// The path as the user gave it.
  let path: String
  /// The document's root; `nil` for an empty file.
  let root: Node?

  /// Parses `text`; a syntax error becomes a ``SceneError`` at its line.
  init(text: String, path: String) throws(SceneError) {
    self.path = path
    do {
      root = try Yams.compose(yaml: text)
    } catch let error as YamlError {
      throw Self.error(error, in: text, path: path)
    } catch {
      throw SceneError(file: path, line: nil, message: "cannot read YAML: \(error)")
    }
  }

  /// Reads and parses the file at `path`.
  init(contentsOf path: String) throws(SceneError) {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw SceneError(file: path, line: nil, message: "cannot read the file")
    }
    guard let text = String(data: data, encoding: .utf8) else {
      throw SceneError(file: path, line: nil, message: "the file is not UTF-8 text")
    }
    try self.init(text: text, path: path)
  }

  /// An error at `node`'s line (the file's first line when the node has no position).
  func error(at node: Node?, _ message: String) -> SceneError {
    SceneError(file: path, line: node?.mark?.line ?? 1, message: message)
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
    case .duplicatedKeysInMapping(let duplicates, let context):
      let keys = duplicates.map { "'\($0)'" }.joined(separator: ", ")
      return SceneError(
        file: path, line: context.mark.line,
        message: "duplicate key \(keys): a key may appear only once in a mapping")
    default:
      return SceneError(file: path, line: nil, message: "cannot read YAML: \(error)")
    }
  }
}
