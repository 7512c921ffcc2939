import Touchway

/// What a client asked for its surface through `touchway_responder_v1`: part of the
/// surface's double-buffered state, which a commit applies to the surface's view.
///
/// Each part is `nil` unless the client set it since the last commit.
struct ResponderState {
  /// The responder object went away: the view goes back to the compositor's flags and
  /// loses its gesture exclusion, before the rest of this state applies.
  var reverts = false
  var isExclusiveTouch: Bool?
  var isMultipleTouchEnabled: Bool?
  var isUserInteractionEnabled: Bool?
  /// Where system gestures may not begin; an empty region removes the exclusion.
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

  /// Sets the flags it has on `view`.
  func setFlags(on view: View) {
    for flag in Self.flags {
      if let value = self[keyPath: flag.state] { view[keyPath: flag.view] = value }
    }
  }

  /// Keeps `view`'s value of each flag `newer` sets that this state holds none of yet: the
  /// compositor's choices, to set back when the client lets go.
  mutating func keepFlags(of view: View, setIn newer: ResponderState) {
    for flag in Self.flags
    where newer[keyPath: flag.state] != nil && self[keyPath: flag.state] == nil {
      self[keyPath: flag.state] = view[keyPath: flag.view]
    }
  }

  /// Takes the parts `newer` set on top of this state, as ``SurfaceState/apply(_:)`` does.
  mutating func apply(_ newer: ResponderState) {
    guard !newer.reverts else {
      self = newer
      return
    }
    for flag in Self.flags {
      self[keyPath: flag.state] = newer[keyPath: flag.state] ?? self[keyPath: flag.state]
    }
    gestureExclusion = newer.gestureExclusion ?? gestureExclusion
  }
}
