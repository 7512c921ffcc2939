// swift-format-ignore-file: AlwaysUseLowerCamelCase

// touchway.h's names: `@c @implementation` finds a function's declaration by its name.
public import CTouchway
public import CWlroots
import Touchway

@c @implementation
public func touchway_seat_create(
  _ wlrSeat: UnsafeMutablePointer<wlr_seat>?, _ display: OpaquePointer?,
  _ out: UnsafeMutablePointer<OpaquePointer?>?
) -> touchway_status {
  guard let wlrSeat, let out else { return TOUCHWAY_INVALID_ARGUMENT }
  do throws(APIError) {
    out.pointee = try SeatHandle(wlrSeat, display: display).handle
    return TOUCHWAY_OK
  } catch {
    return error.status
  }
}

@c @implementation
public func touchway_seat_destroy(_ seat: OpaquePointer?) -> touchway_status {
  withHandle(seat, as: SeatHandle.self) { seat throws(APIError) in
    try Callbacks.checkNotRunning()
    seat.destroy()
  }
}

@c @implementation
public func touchway_seat_touch_down(
  _ seat: OpaquePointer?, _ timeMsec: UInt32, _ touchID: Int32, _ x: Double, _ y: Double
) -> touchway_status {
  withBorrowedHandle(seat, as: SeatHandle.self) { seat throws(APIError) in
    try seat.append(.down, id: touchID, timeMsec: timeMsec, at: Point(x: x, y: y))
  }
}

@c @implementation
public func touchway_seat_touch_motion(
  _ seat: OpaquePointer?, _ timeMsec: UInt32, _ touchID: Int32, _ x: Double, _ y: Double
) -> touchway_status {
  withBorrowedHandle(seat, as: SeatHandle.self) { seat throws(APIError) in
    try seat.append(.motion, id: touchID, timeMsec: timeMsec, at: Point(x: x, y: y))
  }
}

@c @implementation
public func touchway_seat_touch_up(_ seat: OpaquePointer?, _ timeMsec: UInt32, _ touchID: Int32)
  -> touchway_status
{
  withBorrowedHandle(seat, as: SeatHandle.self) { seat throws(APIError) in
    try seat.append(.up, id: touchID, timeMsec: timeMsec, at: nil)
  }
}

@c @implementation
public func touchway_seat_touch_cancel(
  _ seat: OpaquePointer?, _ timeMsec: UInt32, _ touchID: Int32
) -> touchway_status {
  withBorrowedHandle(seat, as: SeatHandle.self) { seat throws(APIError) in
    try seat.append(.cancel, id: touchID, timeMsec: timeMsec, at: nil)
  }
}

@c @implementation
public func touchway_seat_touch_frame(_ seat: OpaquePointer?) -> touchway_status {
  withBorrowedHandle(seat, as: SeatHandle.self) { seat throws(APIError) in
    try Callbacks.checkNotRunning()
    seat.deliverFrame()
  }
}

@c @implementation
public func touchway_seat_cancel_touches(_ seat: OpaquePointer?) -> touchway_status {
  withHandle(seat, as: SeatHandle.self) { seat throws(APIError) in try seat.cancelTouches() }
}

@c @implementation
public func touchway_seat_get_time(
  _ seat: OpaquePointer?, _ timeMsec: UnsafeMutablePointer<UInt32>?
)
  -> touchway_status
{
  withHandle(seat, as: SeatHandle.self) { seat throws(APIError) in
    try write(milliseconds(seat.now()), to: timeMsec)
  }
}

@c @implementation
public func touchway_seat_next_deadline(
  _ seat: OpaquePointer?, _ hasDeadline: UnsafeMutablePointer<Bool>?,
  _ deadlineMsec: UnsafeMutablePointer<UInt32>?, _ timeoutMsec: UnsafeMutablePointer<Int32>?
) -> touchway_status {
  withHandle(seat, as: SeatHandle.self) { seat in
    let deadline = seat.nextDeadline
    hasDeadline?.pointee = deadline != nil
    guard let deadline else { return }
    // Rounded up: advancing to the milliseconds given fires the timer.
    deadlineMsec?.pointee = milliseconds(deadline, roundedUp: true)
    timeoutMsec?.pointee = SeatTimer.timeout(until: deadline, from: seat.now())
  }
}

@c @implementation
public func touchway_seat_advance(_ seat: OpaquePointer?, _ timeMsec: UInt32) -> touchway_status {
  withHandle(seat, as: SeatHandle.self) { seat throws(APIError) in
    try seat.advance(toMsec: timeMsec)
  }
}

@c @implementation
public func touchway_seat_set_clock(
  _ seat: OpaquePointer?, _ now: touchway_clock_fn?, _ userdata: UnsafeMutableRawPointer?
) -> touchway_status {
  withHandle(seat, as: SeatHandle.self) { $0.setClock(now, userdata: userdata) }
}

@c @implementation
public func touchway_seat_set_focus_callback(
  _ seat: OpaquePointer?, _ focus: touchway_focus_fn?, _ userdata: UnsafeMutableRawPointer?
) -> touchway_status {
  withHandle(seat, as: SeatHandle.self) { seat in
    seat.policy.focus = focus.map { ($0, userdata) }
  }
}

@c @implementation
public func touchway_seat_set_trace_fd(_ seat: OpaquePointer?, _ fd: Int32) -> touchway_status {
  withHandle(seat, as: SeatHandle.self) { seat throws(APIError) in try seat.setTrace(fd: fd) }
}

/// A time in seconds as wlroots' milliseconds, cut to 32 bits. Rounded up, a fraction of a
/// microsecond over a whole millisecond is taken for the clock's rounding.
func milliseconds(_ time: TimeInterval, roundedUp: Bool = false) -> UInt32 {
  let whole = roundedUp ? (time * 1000 - 0.001).rounded(.up) : (time * 1000).rounded(.down)
  return UInt32(truncatingIfNeeded: Int64(whole))
}
