import Glibc
import Touchway
import TouchwayKiosk

/// The system's monotonic clock (`CLOCK_MONOTONIC`), the clock libinput stamps events with.
final class MonotonicClock: TimeSource {
  var now: TimeInterval {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return TimeInterval(time.tv_sec) + TimeInterval(time.tv_nsec) / 1e9
  }
}
