internal import CWlroots

/// The xdg-shell popup grabs on a seat, whose rule for touches the seat's own touch grab
/// keeps.
///
/// A popup that grabs (`xdg_popup.grab`: a menu, a combo box's list) makes wlroots 0.15's
/// popup grab the seat's touch grab, and that grab sends each point under the seat-wide id
/// wlroots keys it by, not under the id its client knows (``SeatClient``): the finger that
/// opened the menu went down under the client's id and would end under another, so the
/// client would never see it end, and would ignore the taps on the menu. The seat ends the
/// popup's touch grab as soon as it begins (`wlr_seat_touch_end_grab`; the popup keeps its
/// pointer and keyboard grabs), so its own grab goes on sending, and keeps the one thing
/// the popup's grab did for touches: a touch that goes down on another client's surface
/// closes the popups (`popup_done`) and goes to no client.
final class PopupGrabs {
  private let seat: UnsafeMutablePointer<wlr_seat>
  /// The xdg shells whose popups may grab the seat, each with the listener that forgets it
  /// when it goes.
  private var shells: [UnsafeMutablePointer<wlr_xdg_shell>: Listener] = [:]
  private var grabBegan: Listener?
  private var seatDestroyed: Listener?

  init(seat: UnsafeMutablePointer<wlr_seat>) {
    self.seat = seat
    // The signal goes with the seat.
    seatDestroyed = Listener(signal(seat, \.events.destroy)) { [unowned self] _ in
      grabBegan = nil
      seatDestroyed = nil
    }
    grabBegan = Listener(signal(seat, \.events.touch_grab_begin)) { [unowned self] data in
      let began = data?.assumingMemoryBound(to: wlr_seat_touch_grab.self)
      var isPopups = false
      forEachPopupGrab { isPopups = isPopups || touchGrab(of: $0) == began }
      if isPopups { wlr_seat_touch_end_grab(seat) }
    }
  }

  /// Takes in the popups of `shell`'s clients.
  func watch(_ shell: UnsafeMutablePointer<wlr_xdg_shell>) {
    guard shells[shell] == nil else { return }
    shells[shell] = Listener(signal(shell, \.events.destroy)) { [unowned self] _ in
      shells[shell] = nil
    }
  }

  /// Closes the popups that grab the seat unless they are `client`'s; whether there were
  /// any.
  func closePopups(unlessOf client: OpaquePointer) -> Bool {
    var closed = false
    forEachPopupGrab { grab in
      guard grab.pointee.client != client else { return }
      // Each popup leaves the grab's list as it is destroyed; the newest, first in the
      // list, is the topmost, and destroying a popup destroys the popups on it.
      while let popup = firstElement(of: &grab.pointee.popups, link: \wlr_xdg_popup.grab_link) {
        wlr_xdg_popup_destroy(popup.pointee.base)
        closed = true
      }
    }
    return closed
  }

  /// Calls `body` with the seat's popup grab of each shell (wlroots makes one the first
  /// time a popup grabs the seat, and keeps it). Every touch down asks: nothing is
  /// allocated.
  private func forEachPopupGrab(_ body: (UnsafeMutablePointer<wlr_xdg_popup_grab>) -> Void) {
    for shell in shells.keys {
      forEachElement(in: &shell.pointee.popup_grabs, link: \wlr_xdg_popup_grab.link) { grab in
        if grab.pointee.seat == seat { body(grab) }
      }
    }
  }

  private func touchGrab(of grab: UnsafeMutablePointer<wlr_xdg_popup_grab>)
    -> UnsafeMutablePointer<wlr_seat_touch_grab>
  {
    (UnsafeMutableRawPointer(grab) + MemoryLayout<wlr_xdg_popup_grab>.offset(of: \.touch_grab)!)
      .assumingMemoryBound(to: wlr_seat_touch_grab.self)
  }
}
