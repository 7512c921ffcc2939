/// The engine's part of a ``GestureRecognizer``: its state as the engine applied it, and
/// the touches it receives. The recognizer reads it; only the engine, and the recognizer
/// as the engine asks (``GestureRecognizer/ignore(_:for:)``), change it.
final class RecognizerState {
  /// The state as the engine applied it.
  @exclusivity(unchecked) var current = GestureRecognizer.State.possible
  /// The state an action call reports, while one runs (R52).
  @exclusivity(unchecked) var reported: GestureRecognizer.State?
  /// A transition out of possible that waits for failure requirements (R66).
  @exclusivity(unchecked) var pending: GestureRecognizer.State?
  /// The touches it receives, active ones first in the order they began.
  @exclusivity(unchecked) var trackedTouches: ContiguousArray<Touch> = []
}
