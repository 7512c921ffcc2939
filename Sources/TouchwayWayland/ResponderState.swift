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

  /// Whether it sets one of the view's flags.
  var setsFlags: Bool {
    isExclusiveTouch != nil || isMultipleTouchEnabled != nil || isUserInteractionEnabled != nil
  }

  /// Sets the flags it has on `view` (R32–R36).
  func setFlags(on view: View) {
    if let isExclusiveTouch { view.isExclusiveTouch = isExclusiveTouch }
    if let isMultipleTouchEnabled { view.isMultipleTouchEnabled = isMultipleTouchEnabled }
    if let isUserInteractionEnabled { view.isUserInteractionEnabled = isUserInteractionEnabled }
  }

  /// Takes the parts `newer` set on top of this state, as ``SurfaceState/apply(_:)`` does.
  mutating func apply(_ newer: ResponderState) {
    guard !newer.reverts else {
      self = newer
      return
    }
    isExclusiveTouch = newer.isExclusiveTouch ?? isExclusiveTouch
    isMultipleTouchEnabled = newer.isMultipleTouchEnabled ?? isMultipleTouchEnabled
    isUserInteractionEnabled = newer.isUserInteractionEnabled ?? isUserInteractionEnabled
    gestureExclusion = newer.gestureExclusion ?? gestureExclusion
  }
}

extension ResponderState {
  /// The flags `view` has now, to set back later.
  init(flagsOf view: View) {
    isExclusiveTouch = view.isExclusiveTouch
    isMultipleTouchEnabled = view.isMultipleTouchEnabled
    isUserInteractionEnabled = view.isUserInteractionEnabled
  }
}
