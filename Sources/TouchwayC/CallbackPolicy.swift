import CTouchway
import Touchway
import TouchwayWayland

/// The seat policy of the C API: a touch down on a client surface calls the compositor's
/// focus callback; windows start with no pointer emulation
/// (`touchway_window_set_pointer_emulation` turns it on).
final class CallbackPolicy: WaylandSeatPolicy {
  /// Unowned: the seat owns its policy, and a weak reference would slow every retain of
  /// the seat (see `WindowHandle.seat`).
  unowned var seat: SeatHandle?
  var focus: (function: touchway_focus_fn, userdata: UnsafeMutableRawPointer?)?

  func seat(_ seat: WaylandSeat, didTouchDownOn view: SurfaceView) {
    guard let focus, let window = view.window,
      let handle = self.seat?.windowsByWindow[ObjectIdentifier(window)]
    else { return }
    Callbacks.call { focus.function(handle.handle, view.surface, focus.userdata) }
  }
}
