import CWlroots
import TouchwayWayland

/// The seat's clipboard and primary selection. wlroots serves `wl_data_device` and the
/// primary selection, but a client's `set_selection` only asks: the compositor decides.
/// The kiosk lets the client with the keyboard focus set them, and no other: the request's
/// serial must be one of the focused client's input events (wlroots has already checked it
/// was given to the client that asks, and a serial goes to one client only). wlroots then
/// offers the selection to the focused client alone, and again to each client the focus
/// moves to, so a client in the background can neither read nor replace the clipboard.
///
/// A drag starts when the finger (or the pointer's button) that began it is still down on
/// its origin, as wlroots checks: wlroots' drag grab takes that finger in place of
/// Touchway's grab until the drop, and gives the seat back; the app is then told the
/// finger is gone (``TouchDrag``). Any other is refused.
final class KioskClipboard {
  private let seat: UnsafeMutablePointer<wlr_seat>
  private let loop: OpaquePointer
  private var listeners: [Listener] = []
  /// The drag a finger holds, until its client was told the finger is gone.
  private var touchDrag: TouchDrag?

  init(seat: UnsafeMutablePointer<wlr_seat>, loop: OpaquePointer) {
    self.seat = seat
    self.loop = loop
    listeners = [
      Listener(signal(seat, \.events.request_set_selection)) { [unowned self] data in
        let event = data!.assumingMemoryBound(to: wlr_seat_request_set_selection_event.self)
        guard isFromFocusedClient(event.pointee.serial) else { return }
        wlr_seat_set_selection(seat, event.pointee.source, event.pointee.serial)
      },
      Listener(signal(seat, \.events.request_set_primary_selection)) { [unowned self] data in
        let event = data!.assumingMemoryBound(
          to: wlr_seat_request_set_primary_selection_event.self)
        guard isFromFocusedClient(event.pointee.serial) else { return }
        wlr_seat_set_primary_selection(seat, event.pointee.source, event.pointee.serial)
      },
      Listener(signal(seat, \.events.request_start_drag)) { [unowned self] data in
        startDrag(data!.assumingMemoryBound(to: wlr_seat_request_start_drag_event.self).pointee)
      },
    ]
  }

  /// Starts a drag that the seat's one touch, or the pointer's button, began on the drag's
  /// origin (wlroots' grab then takes that finger or the pointer until the drop); cancels
  /// its source otherwise, so the client ends it at once.
  private func startDrag(_ event: wlr_seat_request_start_drag_event) {
    var point: UnsafeMutablePointer<wlr_touch_point>?
    if wlr_seat_validate_touch_grab_serial(seat, event.origin, event.serial, &point),
      let point, let origin = event.origin
    {
      let drag = TouchDrag(event.drag, origin: origin, seat: seat, loop: loop)
      drag.ended = { [unowned self] in touchDrag = nil }
      touchDrag = drag
      wlr_seat_start_touch_drag(seat, event.drag, event.serial, point)
    } else if wlr_seat_validate_pointer_grab_serial(seat, event.origin, event.serial) {
      wlr_seat_start_pointer_drag(seat, event.drag, event.serial)
    } else if let source = event.drag.pointee.source {
      wlr_data_source_destroy(source)
    }
  }

  /// Whether `serial` is one of the focused client's. Xwayland's window manager asks for
  /// the X11 app that has the focus (on Xwayland's surface) with a serial it takes from
  /// the display just before, the newest there is.
  private func isFromFocusedClient(_ serial: UInt32) -> Bool {
    let focus = seat.pointee.keyboard_state
    guard let client = focus.focused_client else { return false }
    if let surface = focus.focused_surface, wlr_surface_is_xwayland_surface(surface),
      serial == wl_display_get_serial(seat.pointee.display)
    {
      return true
    }
    return wlr_seat_client_validate_event_serial(client, serial)
  }
}
