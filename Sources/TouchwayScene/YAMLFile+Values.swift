import Touchway
import Yams

/// Typed reading of nodes. `what` names the value in messages ("alpha", "the x of frame").
extension YAMLFile {
  /// An integer or a finite decimal number in `range`; a quoted number is a string and is
  /// refused.
  func number(_ node: Node, _ what: String, in range: ClosedRange<Double> = .unbounded)
    throws(SceneError) -> Double
  {
    let value: Double? =
      switch node.tagName {
      case .int: node.int.map(Double.init)
      case .float: node.float
      default: nil
      }
    guard let value else {
      throw error(at: node, "\(what) must be a number, not \(describe(node))")
    }
    guard value.isFinite else {
      throw error(at: node, "\(what) must be a finite number, not \(describe(node))")
    }
    guard range.contains(value) else {
      throw error(at: node, "\(what) must be \(range.phrase), not \(value.formatted)")
    }
    return value
  }

  /// A whole number of at least `minimum`.
  func integer(_ node: Node, _ what: String, atLeast minimum: Int) throws(SceneError) -> Int {
    guard node.tagName == .int, let value = node.int else {
      throw error(at: node, "\(what) must be a whole number, not \(describe(node))")
    }
    guard value >= minimum else {
      throw error(at: node, "\(what) must be at least \(minimum), not \(value)")
    }
    return value
  }

  /// `true` or `false`.
  func bool(_ node: Node, _ what: String) throws(SceneError) -> Bool {
    guard node.tagName == .bool, let value = node.bool else {
      throw error(at: node, "\(what) must be true or false, not \(describe(node))")
    }
    return value
  }

  /// A name: one word, as the trace prints it.
  func name(_ node: Node, _ what: String) throws(SceneError) -> String {
    guard case .scalar(let scalar) = node, node.tagName != .null, !scalar.string.isEmpty else {
      throw error(at: node, "\(what) must be a name, not \(describe(node))")
    }
    let shown = FileDiagnostic.excerpt(scalar.string)
    guard !scalar.string.contains(where: \.isWhitespace) else {
      throw error(at: node, "\(what) must be one word without spaces, not \"\(shown)\"")
    }
    guard FileDiagnostic.escaped(scalar.string) == scalar.string else {
      throw error(at: node, "\(what) must be visible characters only, not \"\(shown)\"")
    }
    return scalar.string
  }

  /// Text from the file in a message: `'name'`, cut to ``FileDiagnostic/excerptLength``.
  func quoted(_ text: String) -> String {
    "'\(FileDiagnostic.excerpt(text))'"
  }

  /// One of the raw values of `T`.
  func keyword<T: CaseIterable & RawRepresentable<String>>(_ node: Node, _ what: String)
    throws(SceneError) -> T
  {
    if case .scalar(let scalar) = node, let value = T(rawValue: scalar.string) { return value }
    let choices = T.allCases.map(\.rawValue).joined(separator: ", ")
    throw error(at: node, "\(what) must be one of \(choices), not \(describe(node))")
  }

  /// The items of a list.
  func list(_ node: Node, _ what: String) throws(SceneError) -> [Node] {
    guard case .sequence(let sequence) = node else {
      throw error(at: node, "\(what) must be a list, not \(describe(node))")
    }
    return Array(sequence)
  }

  /// A list of exactly as many numbers as `labels`, e.g. `[x, y]`.
  func numbers(_ node: Node, _ what: String, labels: [String]) throws(SceneError) -> [Double] {
    let shape = "[\(labels.joined(separator: ", "))]"
    guard case .sequence(let sequence) = node, sequence.count == labels.count else {
      throw error(at: node, "\(what) must be \(shape), not \(describe(node))")
    }
    var values: [Double] = []
    for (item, label) in zip(sequence, labels) {
      values.append(try number(item, "the \(label) of \(what)"))
    }
    return values
  }

  /// How a node reads in a message: "the string \"400\"", "a list of 3 items".
  func describe(_ node: Node) -> String {
    switch node {
    case .scalar(let scalar):
      switch node.tagName {
      case .null: "nothing"
      case .int, .float: "the number \(FileDiagnostic.excerpt(scalar.string))"
      case .bool: scalar.string
      default: "the string \"\(FileDiagnostic.excerpt(scalar.string))\""
      }
    case .sequence(let sequence):
      "a list of \(sequence.count) item\(sequence.count == 1 ? "" : "s")"
    case .mapping: "a mapping"
    case .alias: "an alias"
    }
  }
}

extension ClosedRange<Double> {
  /// Every finite number.
  static let unbounded = -Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude

  /// A time or a duration in seconds: at most 10⁹ (about 32 years), longer than any script
  /// wants, while a time plus a few durations stays far within the trace's whole
  /// milliseconds (an `Int`) and a `Double`'s millisecond precision. 1e308 trapped.
  static let seconds = 0.0...1e9

  /// The range in a message: "at least 0", "between 0 and 1".
  var phrase: String {
    upperBound == .greatestFiniteMagnitude
      ? "at least \(lowerBound.formatted)"
      : "between \(lowerBound.formatted) and \(upperBound.formatted)"
  }
}

extension Double {
  /// The number as an author would write it: `10`, not `10.0`.
  var formatted: String {
    self == rounded() && abs(self) < 1e15 ? String(Int(self)) : String(self)
  }
}

extension Node {
  /// The node's resolved type: int, float, bool, null or str for a scalar.
  var tagName: Tag.Name { Tag.Name(rawValue: tag.rawValue) }
}
