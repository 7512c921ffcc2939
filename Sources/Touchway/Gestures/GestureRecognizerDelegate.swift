/// Decides, for one gesture recognizer, what it may see and whom it may share touches with.
/// Every method has a default, so a delegate implements only what it needs.
public protocol GestureRecognizerDelegate: AnyObject {
  /// Asked when the recognizer tries to leave ``GestureRecognizer/State/possible``;
  /// `false` makes it fail (R67). Default `true`.
  func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool
  /// Asked before the recognizer sees a new touch; `false` hides the touch from it for the
  /// touch's whole life (R46). Default `true`.
  func gestureRecognizer(_ recognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool
  /// Whether the two may recognize at the same time; `true` from either delegate allows it
  /// (R63). Default `false`.
  func gestureRecognizer(
    _ recognizer: GestureRecognizer,
    shouldRecognizeSimultaneouslyWith other: GestureRecognizer
  ) -> Bool
}

extension GestureRecognizerDelegate {
  /// Default: the recognizer may begin.
  public func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool { true }
  /// Default: the recognizer sees every touch.
  public func gestureRecognizer(_ recognizer: GestureRecognizer, shouldReceive touch: Touch)
    -> Bool
  { true }
  /// Default: no simultaneous recognition.
  public func gestureRecognizer(
    _ recognizer: GestureRecognizer,
    shouldRecognizeSimultaneouslyWith other: GestureRecognizer
  ) -> Bool { false }
}
