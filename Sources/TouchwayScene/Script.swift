import Touchway

/// A script file: input frames and actions at non-decreasing times, checked against the
/// scene whose views and gestures it names.
public struct Script {
  /// The file the script was read from, as given.
  public let path: String
  /// The entries, in time order.
  public let entries: [ScriptEntry]

  /// Reads and checks the script file at `path`.
  public init(contentsOf path: String, scene: Scene) throws(SceneError) {
    try self.init(file: YAMLFile(contentsOf: path), scene: scene)
  }

  /// Reads and checks a script from its text; `path` names it in errors.
  public init(yaml: String, path: String, scene: Scene) throws(SceneError) {
    try self.init(file: YAMLFile(text: yaml, path: path), scene: scene)
  }
}

/// One entry of a script: an input frame or an action, at a time.
public struct ScriptEntry {
  /// What the entry does.
  public enum Action {
    /// Fingers touch down, move, lift or are cancelled by the device, together in one
    /// frame: downs first in ascending finger id, then moves, ups and cancels.
    case touches(TouchFrame)
    /// The named view leaves its superview, or the named window leaves the application.
    case remove(String)
    /// The named gesture recognizer is disabled.
    case disable(String)
    /// A system interruption cancels every touch.
    case interrupt
    /// `beginIgnoringInteractionEvents()`.
    case beginIgnoring
    /// `endIgnoringInteractionEvents()`.
    case endIgnoring
  }

  /// When, in seconds from the script's start.
  public let time: TimeInterval
  /// What happens then.
  public let action: Action
  /// The line the entry starts on in the script file.
  public let line: Int
}
