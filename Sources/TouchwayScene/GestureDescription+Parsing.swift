import Touchway
import Yams

extension GestureDescription {
  /// The kinds as the scene spells them, with the keys that belong to each.
  enum KindName: String, CaseIterable {
    case tap, longPress, pan, swipe, pinch, rotation, screenEdgePan

    var keys: [String] {
      switch self {
      case .tap: ["taps", "touches"]
      case .longPress: ["minimumPressDuration", "allowableMovement"]
      case .pan: ["minimumTouches", "maximumTouches"]
      case .swipe: ["direction"]
      case .pinch, .rotation: []
      case .screenEdgePan: ["edges"]
      }
    }
  }

  private static let commonKeys = [
    "name", "kind", "view", "cancelsTouchesInView", "delaysTouchesBegan", "delaysTouchesEnded",
    "enabled", "requireToFail", "simultaneousWith",
  ]

  /// The keys of a gesture entry, checked against every key of every kind.
  static func fields(_ node: Node, in file: YAMLFile) throws(SceneError) -> Fields {
    try Fields(
      node, of: "a gesture", allowing: commonKeys + KindName.allCases.flatMap(\.keys), in: file)
  }

  /// Reads a gesture; `views` and `gestures` are the names it may refer to.
  init(_ node: Node, views: Set<String>, gestures: [String], in file: YAMLFile)
    throws(SceneError)
  {
    let fields = try Self.fields(node, in: file)
    let name = try file.name(fields.required("name"), "name")
    self.name = name
    let kindName: KindName = try file.keyword(fields.required("kind"), "kind")
    for key in fields.keys where !Self.commonKeys.contains(key) && !kindName.keys.contains(key) {
      throw file.error(at: fields.keyNode(key), "'\(key)' does not apply to a \(kindName) gesture")
    }
    kind = try Kind(kindName, fields)
    let viewNode = try fields.required("view")
    view = try file.name(viewNode, "view")
    guard views.contains(view) else {
      throw file.error(
        at: viewNode, "view \(file.quoted(view)) is not a view or window of the scene")
    }
    cancelsTouchesInView = try fields.bool("cancelsTouchesInView") ?? true
    delaysTouchesBegan = try fields.bool("delaysTouchesBegan") ?? false
    delaysTouchesEnded = try fields.bool("delaysTouchesEnded") ?? true
    isEnabled = try fields.bool("enabled") ?? true
    let others = gestures.filter { $0 != name }
    requireToFail = try Self.references(fields, "requireToFail", among: others)
    simultaneousWith = try Self.references(fields, "simultaneousWith", among: others)
    line = node.mark?.line ?? 1
  }

  /// A list of names of other gestures of the scene.
  private static func references(_ fields: Fields, _ key: String, among names: [String])
    throws(SceneError) -> [String]
  {
    var references: [String] = []
    for item in try fields.value(key, fields.file.list) ?? [] {
      let name = try fields.file.name(item, key)
      guard names.contains(name) else {
        throw fields.file.error(
          at: item,
          "\(key) names \(fields.file.quoted(name)), which is not another gesture of the scene")
      }
      references.append(name)
    }
    return references
  }
}

extension GestureDescription.Kind {
  /// The parameters of `name`'s kind, with UIKit's defaults.
  init(_ name: GestureDescription.KindName, _ fields: Fields) throws(SceneError) {
    switch name {
    case .tap:
      self = .tap(
        taps: try fields.integer("taps", atLeast: 1) ?? 1,
        touches: try fields.integer("touches", atLeast: 1) ?? 1)
    case .longPress:
      self = .longPress(
        minimumPressDuration: try fields.number(
          "minimumPressDuration", in: .seconds) ?? 0.5,
        allowableMovement: try fields.number(
          "allowableMovement", in: 0...(.greatestFiniteMagnitude)) ?? 10)
    case .pan:
      let minimum = try fields.integer("minimumTouches", atLeast: 1) ?? 1
      self = .pan(
        minimumTouches: minimum,
        maximumTouches: try fields.integer("maximumTouches", atLeast: minimum))
    case .swipe:
      self = .swipe(direction: try fields.keyword("direction") ?? .right)
    case .pinch:
      self = .pinch
    case .rotation:
      self = .rotation
    case .screenEdgePan:
      var edges: [GestureDescription.Edge] = []
      for item in try fields.value("edges", fields.file.list) ?? [] {
        edges.append(try fields.file.keyword(item, "edges"))
      }
      self = .screenEdgePan(edges: edges)
    }
  }
}
