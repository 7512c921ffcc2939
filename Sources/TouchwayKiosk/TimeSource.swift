import Touchway

/// A monotonic clock in seconds: the kiosk's real clock, or a manual one in tests.
public protocol TimeSource: AnyObject {
  /// The current time, in seconds since an arbitrary start; it never goes back.
  var now: TimeInterval { get }
}
