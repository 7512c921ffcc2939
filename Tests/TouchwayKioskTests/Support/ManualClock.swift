import Touchway
import TouchwayKiosk

/// A clock that moves only when a test (or the fake server's waiting) moves it.
final class ManualClock: TimeSource {
  var now: TimeInterval = 1000
}
