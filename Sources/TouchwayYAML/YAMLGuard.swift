internal import CYaml
import Touchway

/// Checks a YAML text before Yams composes it, so that composing takes work in
/// proportion to the text's size.
///
/// Yams hashes every mapping key to find duplicates, and an alias shares its anchor's
/// node: 30 levels of mappings whose keys are aliases of the level below make a tree of
/// 2³⁰ nodes out of a few hundred bytes, and Yams would hash it for hours. Scenes,
/// scripts and recording headers need none of that, so the guard refuses, at the line they
/// are on:
///
/// - anchors (`&name`) and aliases (`*name`);
/// - keys that are lists or mappings (every key of these files is a single value);
/// - a key written twice in one mapping (Yams would name the first, not the duplicate);
/// - nesting deeper than ``maximumDepth``, which Yams and the readers follow recursively.
///
/// It reads the text with libyaml's event parser, the one Yams itself uses, so that it
/// sees exactly the nodes Yams would build. A syntax error ends the check without a
/// violation: Yams then reports it, having composed nothing the guard has not checked.
public enum YAMLGuard {
  /// How deeply lists and mappings may nest. A scene's view tree takes two levels per
  /// view (the view's mapping and its `views` list), so this allows views 30 deep, and it
  /// keeps the recursion of composing, reading and freeing a document well within a
  /// thread's stack.
  public static let maximumDepth = 64

  /// Why a text was refused: the 1-based line of the text and what is wrong there.
  public struct Violation: Error, Equatable, Sendable {
    /// The line of the text, counting from 1.
    public var line: Int
    /// What is wrong, in one sentence.
    public var message: String
  }

  /// The first violation in `text`, or `nil` when Yams may compose it.
  public static func check(_ text: String) -> Violation? {
    var text = text
    return text.withUTF8 { bytes in
      var parser = yaml_parser_t()
      guard yaml_parser_initialize(&parser) == 1 else {
        return Violation(line: 1, message: "cannot start the YAML parser: out of memory")
      }
      defer { yaml_parser_delete(&parser) }
      yaml_parser_set_input_string(&parser, bytes.baseAddress, bytes.count)
      var walker = Walker()
      var event = yaml_event_t()
      while yaml_parser_parse(&parser, &event) == 1 {
        defer { yaml_event_delete(&event) }
        if event.type == YAML_STREAM_END_EVENT { return nil }
        if let violation = walker.visit(event) { return violation }
      }
      return nil
    }
  }
}

/// The guard's state: the lists and mappings open at the current event.
private struct Walker {
  private struct Container {
    let isMapping: Bool
    /// A mapping's keys so far, with the line of each.
    var keys: [String: Int] = [:]
    /// Whether a mapping's next node is a key.
    var expectsKey = true
  }

  private var containers: [Container] = []

  /// Takes one event of the parse; returns what is wrong with it, if anything.
  mutating func visit(_ event: yaml_event_t) -> YAMLGuard.Violation? {
    let line = Int(event.start_mark.line) + 1
    switch event.type {
    case YAML_ALIAS_EVENT:
      return Self.aliasViolation(line)
    case YAML_SCALAR_EVENT:
      if event.data.scalar.anchor != nil { return Self.aliasViolation(line) }
      return visitNode(line: line, key: Self.text(of: event))
    case YAML_SEQUENCE_START_EVENT:
      if event.data.sequence_start.anchor != nil { return Self.aliasViolation(line) }
      return visitNode(line: line, key: nil) ?? open(isMapping: false, line: line)
    case YAML_MAPPING_START_EVENT:
      if event.data.mapping_start.anchor != nil { return Self.aliasViolation(line) }
      return visitNode(line: line, key: nil) ?? open(isMapping: true, line: line)
    case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
      containers.removeLast()
      return nil
    default:
      return nil
    }
  }

  /// Counts a node in its container. In a mapping every other node is a key, which must
  /// be a scalar (`key`) not yet in the mapping.
  private mutating func visitNode(line: Int, key: String?) -> YAMLGuard.Violation? {
    guard let top = containers.indices.last, containers[top].isMapping else { return nil }
    let isKey = containers[top].expectsKey
    containers[top].expectsKey.toggle()
    guard isKey else { return nil }
    guard let key else {
      return YAMLGuard.Violation(
        line: line, message: "a key must be a single value, not a list or a mapping")
    }
    if let first = containers[top].keys[key] {
      return YAMLGuard.Violation(
        line: line,
        message: "duplicate key '\(FileDiagnostic.excerpt(key))': a key may appear only once "
          + "in a mapping (first on line \(first))")
    }
    containers[top].keys[key] = line
    return nil
  }

  private mutating func open(isMapping: Bool, line: Int) -> YAMLGuard.Violation? {
    containers.append(Container(isMapping: isMapping))
    guard containers.count <= YAMLGuard.maximumDepth else {
      return YAMLGuard.Violation(
        line: line,
        message: "lists and mappings nest more than \(YAMLGuard.maximumDepth) levels deep")
    }
    return nil
  }

  private static func aliasViolation(_ line: Int) -> YAMLGuard.Violation {
    YAMLGuard.Violation(
      line: line,
      message: "YAML anchors and aliases (&name, *name) are not supported; write the value out")
  }

  private static func text(of event: yaml_event_t) -> String {
    let scalar = event.data.scalar
    return String(
      decoding: UnsafeBufferPointer(start: scalar.value, count: scalar.length), as: UTF8.self)
  }
}
