import CWlroots
import TouchwayWayland

extension KioskCompositor {
  /// Cancels every touch when the session pauses (a VT switch, another session taking the
  /// seat), and says when it pauses and resumes. While it is paused the kiosk has neither
  /// the screen nor the touchscreens: the touches that are down would never end, and
  /// wlroots' libinput back end removes its devices until the session resumes. The
  /// headless back end has no session.
  func cancelTouchesOnPause() {
    guard let session = wlr_backend_get_session(backend) else { return }
    listen(signal(session, \.events.active)) { [unowned self] _ in
      guard !session.pointee.active else { return logger.info("session resumed") }
      logger.info("session paused")
      seat.seat.interrupt()
    }
  }
}
