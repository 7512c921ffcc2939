import Yams

extension ViewDescription {
  private static let keys = [
    "name", "frame", "views", "handles", "userInteractionEnabled", "hidden", "alpha",
    "exclusiveTouch", "multipleTouchEnabled",
  ]

  /// Reads a window (whose `handles` defaults to `false`) or a view, and its subviews.
  init(_ node: Node, isWindow: Bool, names: inout NameTable, in file: YAMLFile)
    throws(SceneError)
  {
    let fields = try Fields(
      node, of: isWindow ? "a window" : "a view", allowing: Self.keys, in: file)
    name = try names.claim(fields.required("name"), in: file)
    frame = try file.rect(fields.required("frame"), "frame")
    handles = try fields.bool("handles") ?? !isWindow
    isUserInteractionEnabled = try fields.bool("userInteractionEnabled") ?? true
    isHidden = try fields.bool("hidden") ?? false
    alpha = try fields.number("alpha", in: 0...1) ?? 1
    isExclusiveTouch = try fields.bool("exclusiveTouch") ?? false
    isMultipleTouchEnabled = try fields.bool("multipleTouchEnabled") ?? false
    line = node.mark?.line ?? 1
    var subviews: [ViewDescription] = []
    for item in try fields.value("views", file.list) ?? [] {
      subviews.append(try ViewDescription(item, isWindow: false, names: &names, in: file))
    }
    self.subviews = subviews
  }
}
