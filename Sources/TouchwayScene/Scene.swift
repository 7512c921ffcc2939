import Touchway

/// A scene file: windows of views, the application, and gesture recognizers, as
/// trace-format.md describes them. Every key has been checked and every default applied.
public struct Scene {
  /// The file the scene was read from, as given.
  public let path: String
  /// The screen's size in points, when the scene sets `screen`.
  public let screen: Size?
  /// The windows, back to front: the last is front-most.
  public let windows: [ViewDescription]
  /// Whether the application handles the touches that reach it (`application.handles`).
  public let applicationHandles: Bool
  /// The gesture recognizers, in the order listed.
  public let gestures: [GestureDescription]

  /// Reads and checks the scene file at `path`.
  public init(contentsOf path: String) throws(SceneError) {
    try self.init(file: YAMLFile(contentsOf: path))
  }

  /// Reads and checks a scene from its text; `path` names it in errors.
  public init(yaml: String, path: String) throws(SceneError) {
    try self.init(file: YAMLFile(text: yaml, path: path))
  }

  /// The screen in screen points: `screen` when set, else the union of the window frames.
  public var screenBounds: Rect {
    if let screen { return Rect(origin: .zero, size: screen) }
    return windows.dropFirst().reduce(windows.first?.frame ?? .zero) { $0.union($1.frame) }
  }

  /// The window or view called `name`, searching the whole tree.
  public func view(named name: String) -> ViewDescription? {
    windows.lazy.flatMap(\.tree).first { $0.name == name }
  }

  /// The gesture recognizer called `name`.
  public func gesture(named name: String) -> GestureDescription? {
    gestures.first { $0.name == name }
  }
}
