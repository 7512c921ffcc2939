import Touchway
import Yams

extension Scene {
  private static let keys = ["screen", "windows", "application", "gestures"]

  /// Reads the scene document of `file`, checking every key, value and name.
  init(file: YAMLFile) throws(SceneError) {
    guard let root = file.root else {
      throw file.error(at: nil, "the scene is empty; it needs 'windows'")
    }
    let fields = try Fields(root, of: "the scene", allowing: Self.keys, in: file)
    var names = NameTable()
    path = file.path
    screen = try fields.value("screen", file.size)
    windows = try Self.windows(fields.required("windows"), names: &names, in: file)
    applicationHandles = try Self.applicationHandles(fields["application"], in: file)
    let viewNames = Set(windows.flatMap(\.tree).map(\.name))
    gestures = try Self.gestures(fields["gestures"], views: viewNames, names: &names, in: file)
  }

  private static func windows(_ node: Node, names: inout NameTable, in file: YAMLFile)
    throws(SceneError) -> [ViewDescription]
  {
    let items = try file.list(node, "windows")
    guard !items.isEmpty else {
      throw file.error(at: node, "windows must list at least one window")
    }
    var windows: [ViewDescription] = []
    for item in items {
      windows.append(try ViewDescription(item, isWindow: true, names: &names, in: file))
    }
    return windows
  }

  private static func applicationHandles(_ node: Node?, in file: YAMLFile) throws(SceneError)
    -> Bool
  {
    guard let node else { return false }
    let fields = try Fields(node, of: "the application", allowing: ["handles"], in: file)
    return try fields.bool("handles") ?? false
  }

  /// Reads the gestures in two passes: names first, so that `requireToFail` and
  /// `simultaneousWith` may name gestures listed further down.
  private static func gestures(
    _ node: Node?, views: Set<String>, names: inout NameTable, in file: YAMLFile
  ) throws(SceneError) -> [GestureDescription] {
    guard let node else { return [] }
    let items = try file.list(node, "gestures")
    var gestureNames: [String] = []
    for item in items {
      let fields = try GestureDescription.fields(item, in: file)
      gestureNames.append(try names.claim(fields.required("name"), in: file))
    }
    var gestures: [GestureDescription] = []
    for item in items {
      gestures.append(try GestureDescription(item, views: views, gestures: gestureNames, in: file))
    }
    return gestures
  }
}

extension YAMLFile {
  /// `[width, height]`, both positive.
  func size(_ node: Node, _ what: String) throws(SceneError) -> Size {
    let values = try numbers(node, what, labels: ["width", "height"])
    guard values.allSatisfy({ $0 > 0 }) else {
      throw error(at: node, "\(what) must have a positive width and height")
    }
    return Size(width: values[0], height: values[1])
  }

  /// `[x, y, width, height]`, the size not negative.
  func rect(_ node: Node, _ what: String) throws(SceneError) -> Rect {
    let values = try numbers(node, what, labels: ["x", "y", "width", "height"])
    guard values[2] >= 0, values[3] >= 0 else {
      throw error(at: node, "\(what) must not have a negative width or height")
    }
    return Rect(x: values[0], y: values[1], width: values[2], height: values[3])
  }

  /// `[x, y]`.
  func point(_ node: Node, _ what: String) throws(SceneError) -> Point {
    let values = try numbers(node, what, labels: ["x", "y"])
    return Point(x: values[0], y: values[1])
  }
}
