internal import CWlroots

/// The seat's default touch grab: how wlroots sends Touchway's touches to clients.
///
/// wlroots' own default grab sends each point under the seat-wide id it is keyed by, and
/// sends an `up` for a point whose client was already sent `wl_touch.cancel`. This grab
/// sends each client its own ids (``SeatClient``) and nothing for a cancelled point, which
/// ``WaylandSeat`` then removes from wlroots with `wlr_seat_touch_notify_up`. It replaces
/// the seat's default grab, so a drag-and-drop grab hands the seat back to it; a popup's
/// grab never keeps the seat (``PopupGrabs``). While it is the seat's grab,
/// ``WaylandSeat`` sends motions itself, as this grab would, and moves wlroots' point: the
/// motion path then makes no call into wlroots per finger.
final class TouchGrab {
  let grab: UnsafeMutablePointer<wlr_seat_touch_grab>
  /// wlroots' own default grab, given back when this one goes.
  private let replaced: UnsafeMutablePointer<wlr_seat_touch_grab>?
  /// The seat, until it has its own default grab back.
  private var seat: UnsafeMutablePointer<wlr_seat>?
  private var seatDestroyed: Listener?

  init(seat: UnsafeMutablePointer<wlr_seat>, owner: WaylandSeat) {
    grab = .allocate(capacity: 1)
    grab.initialize(
      to: wlr_seat_touch_grab(interface: Self.interface, seat: seat, data: opaque(owner)))
    replaced = seat.pointee.touch_state.default_grab
    if seat.pointee.touch_state.grab == replaced { seat.pointee.touch_state.grab = grab }
    seat.pointee.touch_state.default_grab = grab
    self.seat = seat
    // wlr_seat_destroy frees the default grab: it must be wlroots' own by then.
    seatDestroyed = Listener(signal(seat, \.events.destroy)) { [unowned self] _ in
      seatDestroyed = nil
      giveBack()
    }
  }

  deinit {
    giveBack()
    grab.deallocate()
  }

  /// Gives the seat back its own default grab, once.
  private func giveBack() {
    guard let seat else { return }
    self.seat = nil
    if seat.pointee.touch_state.grab == grab { seat.pointee.touch_state.grab = replaced }
    seat.pointee.touch_state.default_grab = replaced
  }

  /// Calls `body` with the seat that owns `grab`, borrowed: the seat outlives its grab, so
  /// the hot callbacks need not retain and release it.
  @inline(__always)
  private static func withOwner<Result>(
    _ grab: UnsafeMutablePointer<wlr_seat_touch_grab>?, _ body: (WaylandSeat) -> Result
  ) -> Result {
    Unmanaged<WaylandSeat>.fromOpaque(grab!.pointee.data)._withUnsafeGuaranteedRef(body)
  }

  nonisolated(unsafe) private static let interface: UnsafePointer<wlr_touch_grab_interface> = {
    let table = UnsafeMutablePointer<wlr_touch_grab_interface>.allocate(capacity: 1)
    table.initialize(
      to: wlr_touch_grab_interface(
        down: { grab, time, point in withOwner(grab) { $0.grabDown(point!, time: time) } },
        up: { grab, time, point in withOwner(grab) { $0.grabUp(point!, time: time) } },
        motion: { grab, time, point in withOwner(grab) { $0.grabMotion(point!, time: time) } },
        enter: { _, _, _ in },
        frame: { grab in WaylandSeat.sendFrames(of: grab!.pointee.seat) },
        cancel: { _ in },
        wl_cancel: { grab, surface in withOwner(grab) { $0.grabCancel(surface!) } }))
    return UnsafePointer(table)
  }()
}
