import Yams

/// The entries of one YAML mapping, checked against the keys that its kind of object
/// allows: an unknown key is an error at its own line.
struct Fields {
  /// The file the mapping is in.
  let file: YAMLFile
  /// The mapping itself, for errors about the whole object.
  let node: Node
  /// Names the object in messages: "a view", "the scene".
  let kind: String
  private let entries: [(key: String, keyNode: Node, value: Node)]

  /// Reads `node` as a mapping whose keys are all in `allowed`.
  init(_ node: Node, of kind: String, allowing allowed: [String], in file: YAMLFile)
    throws(SceneError)
  {
    guard case .mapping(let mapping) = node else {
      throw file.error(
        at: node, "\(kind) must be a mapping of keys to values, not \(file.describe(node))")
    }
    var entries: [(String, Node, Node)] = []
    for (keyNode, value) in mapping {
      guard case .scalar(let scalar) = keyNode, allowed.contains(scalar.string) else {
        let key = keyNode.scalar.map { file.quoted($0.string) } ?? file.describe(keyNode)
        let known = allowed.joined(separator: ", ")
        throw file.error(at: keyNode, "unknown key \(key) in \(kind); known keys: \(known)")
      }
      entries.append((scalar.string, keyNode, value))
    }
    self.file = file
    self.node = node
    self.kind = kind
    self.entries = entries
  }

  /// The value of `key`, or `nil` when the key is absent.
  subscript(key: String) -> Node? {
    entries.first { $0.key == key }?.value
  }

  /// The node of `key` itself, for errors about the key rather than its value.
  func keyNode(_ key: String) -> Node? {
    entries.first { $0.key == key }?.keyNode
  }

  /// The keys present, in the order they were written.
  var keys: [String] { entries.map(\.key) }

  /// The value of `key`, which must be present.
  func required(_ key: String) throws(SceneError) -> Node {
    guard let value = self[key] else { throw file.error(at: node, "\(kind) needs '\(key)'") }
    return value
  }

  /// `key`'s value read by `read`, or `nil` when the key is absent.
  func value<T>(_ key: String, _ read: (Node, String) throws(SceneError) -> T)
    throws(SceneError) -> T?
  {
    guard let node = self[key] else { return nil }
    return try read(node, key)
  }

  /// `key`'s value as true or false, when present.
  func bool(_ key: String) throws(SceneError) -> Bool? {
    try value(key, file.bool)
  }

  /// `key`'s value as a number in `range`, when present.
  func number(_ key: String, in range: ClosedRange<Double>) throws(SceneError) -> Double? {
    try value(key) { node, key throws(SceneError) in try file.number(node, key, in: range) }
  }

  /// `key`'s value as a whole number of at least `minimum`, when present.
  func integer(_ key: String, atLeast minimum: Int) throws(SceneError) -> Int? {
    try value(key) { node, key throws(SceneError) in
      try file.integer(node, key, atLeast: minimum)
    }
  }

  /// `key`'s value as one of the raw values of `T`, when present.
  func keyword<T: CaseIterable & RawRepresentable<String>>(_ key: String) throws(SceneError) -> T? {
    try value(key, file.keyword)
  }
}
