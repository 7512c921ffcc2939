import Touchway

/// The delegate of a scene's recognizers: it lets the pairs that `simultaneousWith`
/// names recognize together, and leaves every other decision to the defaults.
final class SimultaneousGestures: GestureRecognizerDelegate {
  private var partners: [ObjectIdentifier: [GestureRecognizer]] = [:]

  /// Lets `recognizer` recognize together with `other` (and so `other` with it).
  func allow(_ recognizer: GestureRecognizer, with other: GestureRecognizer) {
    partners[ObjectIdentifier(recognizer), default: []].append(other)
  }

  func gestureRecognizer(
    _ recognizer: GestureRecognizer,
    shouldRecognizeSimultaneouslyWith other: GestureRecognizer
  ) -> Bool {
    partners[ObjectIdentifier(recognizer)]?.contains { $0 === other } ?? false
  }
}
