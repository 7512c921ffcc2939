internal import CWlroots
import Touchway

extension WaylandSeat {
  /// Moves the seat's pointer onto `view`, at `location`, when `client`'s first finger goes
  /// down there and before its `down` is sent: a client with a `wl_pointer` finds its
  /// pointer where it was touched (`enter` and `motion`, no buttons). Not while a
  /// client's emulated pointer is being driven, which owns the pointer's focus.
  ///
  /// Toolkits keep a pointer position whether or not the pointer ever entered their
  /// surfaces, and some act on it without a pointer event. GTK 3 looks for the pointer
  /// when a menu grabs the seat: with a pointer that never entered, at the window's
  /// origin, a menubar opened by a touch on one title switched at once to the title at the
  /// origin.
  func movePointer(
    to location: Point, on view: SurfaceView, of client: SeatClient, time: TimeInterval
  ) {
    guard client.points.isEmpty, wl_list_empty(&client.pointer.pointee.pointers) == 0,
      !emulatedPointer.isDriven
    else { return }
    wlr_seat_pointer_notify_enter(wlrSeat, view.surface, location.x, location.y)
    wlr_seat_pointer_notify_motion(wlrSeat, milliseconds(time), location.x, location.y)
    wlr_seat_pointer_notify_frame(wlrSeat)
  }
}
