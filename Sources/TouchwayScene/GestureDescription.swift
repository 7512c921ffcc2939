import Touchway

/// A gesture recognizer of a scene, with UIKit's defaults for every key left out.
public struct GestureDescription {
  /// What the recognizer recognizes, with the parameters of that kind.
  public enum Kind: Equatable {
    /// `taps` taps (default 1) of `touches` fingers (default 1).
    case tap(taps: Int, touches: Int)
    /// Fingers held for `minimumPressDuration` seconds (0.5) without moving more than
    /// `allowableMovement` points (10).
    case longPress(minimumPressDuration: TimeInterval, allowableMovement: Double)
    /// A drag of `minimumTouches` (1) to `maximumTouches` fingers; `nil` is unlimited.
    case pan(minimumTouches: Int, maximumTouches: Int?)
    /// A quick stroke in `direction` (right).
    case swipe(direction: SwipeDirection)
    /// Two fingers moving apart or together.
    case pinch
    /// Two fingers turning.
    case rotation
    /// A pan that starts at one of `edges` of the screen (none by default: never recognizes).
    case screenEdgePan(edges: [Edge])
  }

  /// The direction of a swipe.
  public enum SwipeDirection: String, CaseIterable, Sendable {
    case right, left, up, down
  }

  /// An edge of the screen.
  public enum Edge: String, CaseIterable, Sendable {
    case left, right, top, bottom
  }

  /// The name, unique in the scene; the trace prints it.
  public let name: String
  /// The kind and its parameters.
  public let kind: Kind
  /// The view or window it is attached to.
  public let view: String
  /// `cancelsTouchesInView`, default `true`.
  public let cancelsTouchesInView: Bool
  /// `delaysTouchesBegan`, default `false`.
  public let delaysTouchesBegan: Bool
  /// `delaysTouchesEnded`, default `true`.
  public let delaysTouchesEnded: Bool
  /// `enabled`, default `true`.
  public let isEnabled: Bool
  /// The gestures that must fail before this one may leave possible.
  public let requireToFail: [String]
  /// The gestures it may recognize together with.
  public let simultaneousWith: [String]
  /// The line the gesture starts on in the scene file.
  public let line: Int
}
