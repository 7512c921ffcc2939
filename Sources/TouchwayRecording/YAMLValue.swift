internal import TouchwayYAML
internal import Yams

/// A node of a recording's YAML header together with where it came from, so that every
/// complaint about a value names its file and line.
struct YAMLValue {
  let node: Node
  let path: String
  /// The file line of the YAML text's first line.
  let firstLine: Int

  /// The file line the node starts on.
  var line: Int { (node.mark?.line ?? 1) + firstLine - 1 }

  /// Parses YAML text that starts at the given line of the file.
  static func parse(_ text: String, path: String, firstLine: Int) throws(RecordingError)
    -> YAMLValue?
  {
    if let violation = YAMLGuard.check(text) {
      throw RecordingError(
        .notARecording, path: path, line: firstLine - 1 + violation.line,
        "not a libinput recording: \(violation.message)")
    }
    do {
      guard let node = try Yams.compose(yaml: text) else { return nil }
      return YAMLValue(node: node, path: path, firstLine: firstLine)
    } catch let error as YamlError {
      throw RecordingError(
        .notARecording, path: path, line: firstLine - 1 + Self.line(of: error, in: text),
        "not valid YAML: \(Self.problem(of: error))")
    } catch {
      throw RecordingError(.notARecording, path: path, line: firstLine, "not valid YAML: \(error)")
    }
  }

  /// An error of the given kind about this node.
  func error(_ kind: RecordingError.Kind, _ message: String) -> RecordingError {
    RecordingError(kind, path: path, line: line, message)
  }

  /// An error about a malformed node.
  func error(_ message: String) -> RecordingError {
    error(.malformed, message)
  }

  /// The value of a mapping's key, if the node is a mapping that has it.
  subscript(key: String) -> YAMLValue? {
    node.mapping?[key].map { child($0) }
  }

  /// The value of a mapping's key, which must be there.
  func required(_ key: String, in what: String) throws(RecordingError) -> YAMLValue {
    guard node.mapping != nil else { throw error("\(what) is not a mapping") }
    guard let value = self[key] else { throw error("\(what) has no `\(key)`") }
    return value
  }

  /// The mapping's entries in file order; a null node counts as an empty mapping.
  func entries(of what: String) throws(RecordingError) -> [(key: YAMLValue, value: YAMLValue)] {
    if isNull { return [] }
    guard let mapping = node.mapping else { throw error("`\(what)` is not a mapping") }
    return mapping.map { (child($0.key), child($0.value)) }
  }

  /// The sequence's elements; a null node counts as an empty sequence.
  func elements(of what: String) throws(RecordingError) -> [YAMLValue] {
    if isNull { return [] }
    guard let sequence = node.sequence else { throw error("`\(what)` is not a list") }
    return sequence.map { child($0) }
  }

  /// Whether the node is YAML's null (`~`, `null` or nothing).
  var isNull: Bool { node.null != nil }

  /// The node as text; any scalar qualifies.
  func string(_ what: String) throws(RecordingError) -> String {
    guard let scalar = node.scalar else { throw error("`\(what)` is not a single value") }
    return scalar.string
  }

  /// The node as an integer within the range.
  func integer(_ what: String, in range: ClosedRange<Int>) throws(RecordingError) -> Int {
    guard let value = node.int else { throw error("`\(what)` is not an integer") }
    guard range.contains(value) else {
      throw error("`\(what)` is \(value), outside \(range.lowerBound)...\(range.upperBound)")
    }
    return value
  }

  /// The node as a list of exactly `count` integers within the range.
  func integers(_ what: String, count: Int, in range: ClosedRange<Int>) throws(RecordingError)
    -> [Int]
  {
    let elements = try elements(of: what)
    guard elements.count == count else {
      throw error("`\(what)` has \(elements.count) values instead of \(count)")
    }
    var values: [Int] = []
    for element in elements { values.append(try element.integer(what, in: range)) }
    return values
  }

  private func child(_ node: Node) -> YAMLValue {
    YAMLValue(node: node, path: path, firstLine: firstLine)
  }

  private static func problem(of error: YamlError) -> String {
    switch error {
    case .scanner(_, let problem, _, _), .parser(_, let problem, _, _),
      .composer(_, let problem, _, _), .reader(let problem, _, _, _):
      return problem
    default:
      return "\(error)"
    }
  }

  private static func line(of error: YamlError, in text: String) -> Int {
    switch error {
    case .scanner(_, _, let mark, _), .parser(_, _, let mark, _), .composer(_, _, let mark, _):
      return mark.line
    case .reader(_, let offset?, _, _):
      return 1 + text.utf8.prefix(offset).filter { $0 == 0x0A }.count
    default:
      return 1
    }
  }
}
