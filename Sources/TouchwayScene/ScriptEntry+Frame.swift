import Touchway
import Yams

extension ScriptEntry {
  /// Reads `down`, `move`, `up` and `cancel` into one frame: downs first, in ascending
  /// finger id, then moves, ups and cancels. A finger may appear once per entry.
  static func frame(_ fields: Fields, at time: TimeInterval) throws(SceneError) -> TouchFrame {
    var frame = TouchFrame(time: time)
    var keyOfFinger: [Int: TouchKey] = [:]
    for key in TouchKey.allCases {
      guard let node = fields[key.rawValue] else { continue }
      for finger in try fingers(node, key, in: fields.file) {
        if let other = keyOfFinger[finger.id] {
          let problem =
            other == key
            ? "finger \(finger.id) is listed twice in \(key)"
            : "finger \(finger.id) is in both \(other) and \(key); put them in separate entries"
          throw fields.file.error(at: finger.node, problem)
        }
        keyOfFinger[finger.id] = key
        frame.append(TouchContact(id: finger.id, change: key.change, location: finger.location))
      }
    }
    return frame
  }

  private struct Finger {
    let id: Int
    let node: Node
    let location: Point?
  }

  /// The fingers of one key, in ascending id: a mapping from finger id to `[x, y]` (`up`
  /// may also be a list of ids, and `cancel` must be one).
  private static func fingers(_ node: Node, _ key: TouchKey, in file: YAMLFile)
    throws(SceneError) -> [Finger]
  {
    var fingers: [Finger] = []
    switch (node, key) {
    case (.mapping(let mapping), .down), (.mapping(let mapping), .move),
      (.mapping(let mapping), .up):
      for (idNode, position) in mapping {
        let id = try file.integer(idNode, "a finger id", atLeast: 0)
        fingers.append(
          Finger(id: id, node: idNode, location: try file.point(position, "finger \(id)")))
      }
    case (.sequence(let sequence), .up), (.sequence(let sequence), .cancel):
      for idNode in sequence {
        fingers.append(
          Finger(
            id: try file.integer(idNode, "a finger id", atLeast: 0), node: idNode, location: nil))
      }
    default:
      throw file.error(at: node, "\(key) must be \(key.shape), not \(file.describe(node))")
    }
    guard !fingers.isEmpty else { throw file.error(at: node, "\(key) names no finger") }
    return fingers.sorted { $0.id < $1.id }
  }
}

extension ScriptEntry.TouchKey {
  /// What the key does to a finger.
  var change: TouchContact.Change {
    switch self {
    case .down: .down
    case .move: .motion
    case .up: .up
    case .cancel: .cancel
    }
  }

  /// How the key's value is written, for messages.
  var shape: String {
    switch self {
    case .down, .move: "a mapping from finger id to [x, y]"
    case .up: "a list of finger ids, or a mapping from finger id to [x, y]"
    case .cancel: "a list of finger ids"
    }
  }
}
