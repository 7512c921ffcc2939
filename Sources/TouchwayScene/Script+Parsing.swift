import Touchway
import Yams

extension Script {
  /// Reads the script document of `file`; `scene` holds the names it may use.
  init(file: YAMLFile, scene: Scene) throws(SceneError) {
    guard let root = file.root else {
      throw file.error(at: nil, "the script is empty; it needs a list of entries")
    }
    var entries: [ScriptEntry] = []
    for item in try file.list(root, "a script") {
      let entry = try ScriptEntry(item, after: entries.last, scene: scene, in: file)
      entries.append(entry)
    }
    path = file.path
    self.entries = entries
  }
}

extension ScriptEntry {
  /// The keys that make an entry a frame, in the order the frame holds their contacts.
  enum TouchKey: String, CaseIterable {
    case down, move, up, cancel
  }

  /// The keys that make an entry an action.
  private enum ActionKey: String, CaseIterable {
    case remove, disable, interrupt, ignore
  }

  private enum IgnoreChange: String, CaseIterable {
    case begin, end
  }

  private static let keys =
    ["t"] + TouchKey.allCases.map(\.rawValue) + ActionKey.allCases.map(\.rawValue)

  /// Reads one entry, which must not be earlier than `previous`.
  init(_ node: Node, after previous: ScriptEntry?, scene: Scene, in file: YAMLFile)
    throws(SceneError)
  {
    let fields = try Fields(node, of: "a script entry", allowing: Self.keys, in: file)
    let timeNode = try fields.required("t")
    time = try file.number(timeNode, "t", in: .seconds)
    if let previous, time < previous.time {
      throw file.error(
        at: timeNode,
        "t goes back in time: \(time.formatted) comes after \(previous.time.formatted) on line \(previous.line)"
      )
    }
    line = node.mark?.line ?? 1
    action = try Self.action(fields, at: time, scene: scene)
  }

  /// An entry holds either touches or exactly one action.
  private static func action(_ fields: Fields, at time: TimeInterval, scene: Scene)
    throws(SceneError) -> Action
  {
    let touchKeys = fields.keys.filter { TouchKey(rawValue: $0) != nil }
    guard let actionKey = fields.keys.lazy.compactMap(ActionKey.init).first else {
      guard !touchKeys.isEmpty else {
        throw fields.file.error(
          at: fields.node,
          "a script entry needs down, move, up or cancel, or one of remove, disable, interrupt, ignore"
        )
      }
      return .touches(try frame(fields, at: time))
    }
    if let extra = fields.keys.first(where: { $0 != "t" && $0 != actionKey.rawValue }) {
      throw fields.file.error(
        at: fields.keyNode(extra),
        "'\(extra)' cannot share an entry with '\(actionKey)': an entry is one frame or one action")
    }
    return try action(actionKey, fields.required(actionKey.rawValue), scene: scene, in: fields.file)
  }

  private static func action(_ key: ActionKey, _ node: Node, scene: Scene, in file: YAMLFile)
    throws(SceneError) -> Action
  {
    switch key {
    case .remove:
      let name = try file.name(node, "remove")
      guard scene.view(named: name) != nil else {
        throw file.error(
          at: node, "remove names \(file.quoted(name)), which is not a view or window of the scene")
      }
      return .remove(name)
    case .disable:
      let name = try file.name(node, "disable")
      guard scene.gesture(named: name) != nil else {
        throw file.error(
          at: node, "disable names \(file.quoted(name)), which is not a gesture of the scene")
      }
      return .disable(name)
    case .interrupt:
      guard try file.bool(node, "interrupt") else {
        throw file.error(at: node, "interrupt must be true; leave the entry out instead")
      }
      return .interrupt
    case .ignore:
      let change: IgnoreChange = try file.keyword(node, "ignore")
      return change == .begin ? .beginIgnoring : .endIgnoring
    }
  }
}
