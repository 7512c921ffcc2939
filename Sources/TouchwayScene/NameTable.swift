import Yams

/// The names given so far in a scene: every window, view and gesture has its own, since
/// the trace and the script refer to them by name alone.
struct NameTable {
  /// The name the trace prints for the application; nothing else may take it.
  static let application = "application"

  private var lines: [String: Int] = [:]

  /// Reads a name from `node` and reserves it.
  mutating func claim(_ node: Node, in file: YAMLFile) throws(SceneError) -> String {
    let name = try file.name(node, "name")
    guard name != Self.application else {
      throw file.error(at: node, "the name 'application' is reserved for the application")
    }
    if let line = lines[name] {
      throw file.error(at: node, "the name \(file.quoted(name)) is already used on line \(line)")
    }
    lines[name] = node.mark?.line ?? 1
    return name
  }
}
