import Touchway

/// What a client asked for its surface through `touchway_responder_v1`. Requests change the
/// pending state; the surface's commit makes it current, and the surface's view takes it.
///
/// Each flag is `nil` unless the client set it.
struct ResponderState {
  var isExclusiveTouch: Bool?
  var isMultipleTouchEnabled: Bool?
  var isUserInteractionEnabled: Bool?
  /// Where system gestures may not begin; `nil` leaves the current exclusion.
  var gestureExclusion: Region?

  /// Each flag with the view's property it sets (R32–R36).
  private static var flags:
    [(state: WritableKeyPath<ResponderState, Bool?>, view: ReferenceWritableKeyPath<View, Bool>)]
  {
    [
      (\.isExclusiveTouch, \.isExclusiveTouch),
      (\.isMultipleTouchEnabled, \.isMultipleTouchEnabled),
      (\.isUserInteractionEnabled, \.isUserInteractionEnabled),
    ]
  }

  /// Takes what `newer` set on top of this state.
  mutating func apply(_ newer: ResponderState) {
    for flag in Self.flags {
      self[keyPath: flag.state] = newer[keyPath: flag.state] ?? self[keyPath: flag.state]
    }
    gestureExclusion = newer.gestureExclusion ?? gestureExclusion
  }

  /// Sets the flags the client set on `view`, keeping `view`'s own in `compositorFlags`
  /// the first time, so they come back when the client lets go (`reverting`).
  func setFlags(on view: View, keeping compositorFlags: inout ResponderState) {
    for flag in Self.flags {
      guard let value = self[keyPath: flag.state] else { continue }
      if compositorFlags[keyPath: flag.state] == nil {
        compositorFlags[keyPath: flag.state] = view[keyPath: flag.view]
      }
      view[keyPath: flag.view] = value
    }
  }

  /// Sets back on `view` the flags this state kept.
  func restoreFlags(on view: View) {
    for flag in Self.flags {
      if let value = self[keyPath: flag.state] { view[keyPath: flag.view] = value }
    }
  }
}
