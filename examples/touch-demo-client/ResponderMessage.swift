import WaylandProtocols

/// What the compositor says about the window's touch points through
/// `touchway_responder_v1`, with the line the demo prints:
///
///     released id=0
///     taken gesture=back
enum ResponderMessage: Equatable {
  /// A point the demo declined is released; its id is free (`released`).
  case released(id: Int32)
  /// A compositor gesture took the touch points; `wl_touch.cancel` follows (`touch_taken`).
  case taken(gesture: String)

  /// The line the demo prints.
  var line: String {
    switch self {
    case .released(let id): "released id=\(id)"
    case .taken(let gesture): "taken gesture=\(gesture)"
    }
  }

  /// The name of a `touchway_responder_v1.gesture` value.
  static func gestureName(_ value: UInt32) -> String {
    switch value {
    case TOUCHWAY_RESPONDER_V1_GESTURE_BACK.rawValue: "back"
    case TOUCHWAY_RESPONDER_V1_GESTURE_HOME.rawValue: "home"
    case TOUCHWAY_RESPONDER_V1_GESTURE_SWITCHER.rawValue: "switcher"
    case TOUCHWAY_RESPONDER_V1_GESTURE_OTHER.rawValue: "other"
    default: "unknown(\(value))"
    }
  }
}
