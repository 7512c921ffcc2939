import CWlroots
import TouchwayWayland

/// A drag that a finger began. wlroots' drag grab takes the finger, and its up, which the
/// client then never hears: GTK keeps waiting for that finger and takes no later touch.
/// When the drag is over, the origin's client gets `wl_touch.cancel` through the seat's
/// grab (Touchway's again by then), as for any touch the compositor took.
final class TouchDrag {
  /// Called once the client was told; the owner lets the drag go.
  var ended: () -> Void = {}
  private var origin: UnsafeMutablePointer<wlr_surface>?
  // Each listener leaves its signal when it fires: what it listens to is freed after.
  private var originDestroyed: Listener?
  private var dragDestroyed: Listener?
  private let cancelLater: IdleWork

  init(
    _ drag: UnsafeMutablePointer<wlr_drag>, origin: UnsafeMutablePointer<wlr_surface>,
    seat: UnsafeMutablePointer<wlr_seat>, loop: OpaquePointer
  ) {
    self.origin = origin
    cancelLater = IdleWork(loop: loop)
    originDestroyed = Listener(signal(origin, \.events.destroy)) { [unowned self] _ in
      originDestroyed = nil
      self.origin = nil
    }
    dragDestroyed = Listener(signal(drag, \.events.destroy)) { [unowned self] _ in
      dragDestroyed = nil
      // The drag goes in the middle of the finger's up: the cancel waits for it to end.
      cancelLater.schedule { [unowned self] in
        if let origin = self.origin { wlr_seat_touch_notify_cancel(seat, origin) }
        ended()
      }
    }
  }
}
