import CWaylandServer
import Touchway
import TouchwayWayland

/// The seat's timers (a long press, a tap timeout) on the display's event loop: one
/// `wl_event_source` timer, set to the seat's next deadline after everything that may move
/// it. It goes with the display: libwayland does not free the sources of a loop it destroys.
final class SeatTimer {
  private var source: OpaquePointer?
  /// The deadline the timer is set for: frames that leave it where it was, as a steady
  /// motion does, make no system call.
  private(set) var deadline: TimeInterval?
  private var displayDestroyed: Listener?

  /// A timer that advances the seat named by `seat` (a handle, looked up when it fires).
  init(display: OpaquePointer, seat: OpaquePointer) {
    source = wl_event_loop_add_timer(
      wl_display_get_event_loop(display),
      { data in
        if case .success(let seat) = Handles.lookup(OpaquePointer(data), as: SeatHandle.self) {
          seat.timerDidFire()
        }
        return 0
      }, UnsafeMutableRawPointer(seat))
    displayDestroyed = Listener { [unowned self] _ in remove() }
    wl_display_add_destroy_listener(display, displayDestroyed!.pointer)
  }

  deinit {
    remove()
  }

  private func remove() {
    if let source { wl_event_source_remove(source) }
    source = nil
    displayDestroyed = nil
  }

  /// Wakes up at `deadline` (seconds on the seat's clock, read as `now`), or never.
  func schedule(deadline: TimeInterval?, now: TimeInterval) {
    self.deadline = deadline
    guard let source else { return }
    wl_event_source_timer_update(source, deadline.map { Self.timeout(until: $0, from: now) } ?? 0)
  }

  /// Whole milliseconds from `now` until `deadline`, at least 1 (0 disarms a timer), at
  /// most a day (the seat fires nothing so far ahead; it just checks again then). A
  /// fraction of a microsecond over a whole millisecond is the clock's rounding, not a
  /// millisecond more.
  static func timeout(until deadline: TimeInterval, from now: TimeInterval) -> Int32 {
    let milliseconds = ((deadline - now) * 1000 - 0.001).rounded(.up)
    guard milliseconds.isFinite else { return 1 }
    return Int32(min(max(milliseconds, 1), 86_400_000))
  }
}
