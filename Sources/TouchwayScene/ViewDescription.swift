import Touchway

/// A window or view of a scene, with its subviews.
public struct ViewDescription {
  /// The name, unique in the scene; the trace prints it.
  public let name: String
  /// In the superview's coordinates; a window's in screen coordinates.
  public let frame: Rect
  /// The subviews, back to front: the last is front-most.
  public let subviews: [ViewDescription]
  /// Whether it implements the four touch methods without calling `super`; otherwise it
  /// forwards touches to its next responder. Views default to `true`, windows to `false`.
  public let handles: Bool
  /// `userInteractionEnabled`, default `true`.
  public let isUserInteractionEnabled: Bool
  /// `hidden`, default `false`.
  public let isHidden: Bool
  /// `alpha`, default 1.
  public let alpha: Double
  /// `exclusiveTouch`, default `false`.
  public let isExclusiveTouch: Bool
  /// `multipleTouchEnabled`, default `false`.
  public let isMultipleTouchEnabled: Bool
  /// The line the view starts on in the scene file.
  public let line: Int

  /// This view and all its descendants, depth first, back to front.
  var tree: [ViewDescription] {
    [self] + subviews.flatMap(\.tree)
  }
}
