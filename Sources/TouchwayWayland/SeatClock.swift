internal import CWlroots
import Touchway

/// The seat's clock, `CLOCK_MONOTONIC` in seconds, and wlroots' input event times on it.
///
/// wlroots stamps input events (`time_msec` of `wlr_event_touch_down` and the others) with
/// libinput's clock, `CLOCK_MONOTONIC`, in milliseconds cut to 32 bits: they wrap every
/// 2³² ms, 49.7 days of uptime. The core seat's timers (a long press, a tap timeout) run on
/// the same clock at full width, which does not wrap. Fed `time_msec / 1000`, the seat would
/// take a touch after the wrap for one 49.7 days in the past, stamp it with the stale time
/// of its last frame or timer, and find its long press already due. ``seconds(fromMilliseconds:)``
/// gives an event time back the bits it lost, from a reading of the clock.
///
/// A compositor keeps one clock for both: frame times from ``seconds(fromMilliseconds:)``,
/// and the seat's deadlines (`Seat.advance(to:)`) against ``now``.
public struct SeatClock {
  /// Reads the clock, in seconds: `CLOCK_MONOTONIC` unless another was injected (a test's).
  public let now: () -> TimeInterval

  /// A clock read by `now`; the default is the system's ``monotonic()``.
  public init(now: @escaping () -> TimeInterval = SeatClock.monotonic) {
    self.now = now
  }

  /// `CLOCK_MONOTONIC`, the clock libinput and wlroots stamp input events with, in seconds.
  public static func monotonic() -> TimeInterval {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return TimeInterval(time.tv_sec) + TimeInterval(time.tv_nsec) / 1e9
  }

  /// A wlroots event time (`time_msec`) on this clock: ``seconds(fromMilliseconds:near:)``
  /// near ``now``.
  public func seconds(fromMilliseconds milliseconds: UInt32) -> TimeInterval {
    Self.seconds(fromMilliseconds: milliseconds, near: now())
  }

  /// The time in seconds nearest `reference` whose whole milliseconds end in the 32 bits
  /// `milliseconds`: an event time of wlroots, `CLOCK_MONOTONIC` in milliseconds cut to 32
  /// bits, back on the full clock, across the wrap. Exact for events within 2³¹ ms (24.8
  /// days) of `reference`, a reading of the clock taken as the event is handled.
  public static func seconds(fromMilliseconds milliseconds: UInt32, near reference: TimeInterval)
    -> TimeInterval
  {
    let whole = (reference * 1000).rounded(.down)
    let offset = Int32(bitPattern: milliseconds &- UInt32(truncatingIfNeeded: Int64(whole)))
    return (whole + TimeInterval(offset)) / 1000
  }
}

/// A time in seconds as the milliseconds Wayland events carry, wrapping as they do: the
/// inverse of ``SeatClock/seconds(fromMilliseconds:near:)``.
func milliseconds(_ time: TimeInterval) -> UInt32 {
  // Rounded down by hand: `rounded(.down)` is a call to libm's `floor` on this target.
  let exact = time * 1000
  let whole = Int64(exact)
  return UInt32(truncatingIfNeeded: Double(whole) > exact ? whole - 1 : whole)
}
