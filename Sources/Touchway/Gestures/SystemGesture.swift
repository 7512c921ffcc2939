/// What a compositor's own gesture does for the user: the class of a recognizer that is a
/// system gesture (``GestureRecognizer/systemGesture``).
///
/// A view can keep system gestures off parts of itself
/// (``View/gestureRecognizer(_:shouldReceive:)``), and a client can be told which kind of
/// gesture took its touches.
public enum SystemGesture: Hashable, Sendable {
  /// Goes back: an edge swipe, say.
  case back
  /// Goes to the home screen.
  case home
  /// Shows the application switcher.
  case switcher
  /// Any other gesture of the system.
  case other
}
