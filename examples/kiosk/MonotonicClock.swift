import Touchway
import TouchwayKiosk
import TouchwayWayland

/// The system's monotonic clock (`CLOCK_MONOTONIC`), the clock libinput stamps events with
/// and the seat's (``SeatClock``).
final class MonotonicClock: TimeSource {
  var now: TimeInterval { SeatClock.monotonic() }
}
