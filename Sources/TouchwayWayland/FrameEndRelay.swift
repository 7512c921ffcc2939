internal import CWlroots
import Touchway

/// Ends the clients' `wl_touch` frames where the core seat ends its frames: each frame the
/// core seat ends sends one `wl_touch.frame` to every client it sent something
/// (`wlr_seat_touch_notify_frame`).
///
/// An observer of the core seat of its own, not the ``WaylandSeat``: the core seat holds its
/// observers weakly, and an object that is referenced weakly keeps its reference counts in a
/// side table, where every retain and release takes the runtime's slow path. The views,
/// clients and grab that reach the `WaylandSeat` on every delivery keep the fast one.
final class FrameEndRelay: SeatObserver {
  private let wlrSeat: UnsafeMutablePointer<wlr_seat>

  init(_ wlrSeat: UnsafeMutablePointer<wlr_seat>) {
    self.wlrSeat = wlrSeat
  }

  func seatDidEndFrame(_ seat: Seat) {
    wlr_seat_touch_notify_frame(wlrSeat)
  }
}
