internal import CWlroots
import Touchway

/// The pointer a ``WaylandSeat`` emulates for clients that take no touches, through the
/// `wlr_seat`'s pointer: the `PointerEmulator`s of its windows drive it, one touch at a
/// time across all of them.
///
/// A window's emulator (``SurfaceWindow/emulatesPointer``) watches the touches whose
/// client has no `wl_touch` (and an X11 window's, all of them); the window's surfaces pass those on to it. What the emulator
/// does becomes `wl_pointer` events for that client: `enter` and `motion` to the touch
/// point, `button` (`BTN_LEFT`, `BTN_RIGHT`), `axis` with the `finger` source and
/// `axis_stop`, each group ended by `frame`. The compositor draws no cursor for it.
/// Clients see the pointer only if the seat advertises the pointer capability.
public final class EmulatedPointer {
  /// Receives a line, without the time, whenever a touch becomes pointer input and for each
  /// button and scroll: `<window> pointer enter wl_surface@12 touch 0 pid=345 x=10.0 y=20.0`,
  /// `<window> pointer press left`, `<window> pointer scroll 0.0,12.5`,
  /// `<window> pointer scroll-end`. Names are untrusted text, escaped.
  public var traceHandler: ((String) -> Void)?

  private unowned let seat: WaylandSeat
  /// The emulator whose touch drives the pointer, or drove it last.
  private weak var owner: PointerEmulator?

  init(seat: WaylandSeat) {
    self.seat = seat
  }

  /// Whether an emulator's touch drives the pointer now.
  var isDriven: Bool {
    guard let driver = owner?.driver else { return false }
    return !driver.phase.isTerminal
  }

  /// An emulator for `window`, attached to it, that drives this pointer.
  func makeEmulator(for window: Window) -> PointerEmulator {
    let emulator = PointerEmulator { _ in }
    emulator.perform = { [unowned self, unowned emulator] in perform($0, for: emulator) }
    emulator.admits = { [unowned self] in isPassedOn($0) }
    emulator.mayDrive = { [unowned self, unowned emulator] _ in
      guard let owner, owner !== emulator, let driver = owner.driver else { return true }
      return driver.phase.isTerminal
    }
    emulator.attach(to: window)
    return emulator
  }

  /// Whether the touch's surface view will pass it on: its client has no `wl_touch`, or
  /// the window takes every touch (X11).
  private func isPassedOn(_ touch: Touch) -> Bool {
    guard let view = touch.view as? SurfaceView, seat.seatClient(of: view) != nil else {
      return false
    }
    return !view.clientTakesTouches
  }

  private func perform(_ action: PointerAction, for emulator: PointerEmulator) {
    guard !seat.isInert else { return }
    let wlrSeat = seat.wlrSeat
    let time = milliseconds(seat.seat.now)
    switch action {
    case .enter(let touch):
      guard let view = touch.view as? SurfaceView else { return }
      owner = emulator
      let location = touch.location(in: view)
      wlr_seat_pointer_notify_enter(wlrSeat, view.surface, location.x, location.y)
      wlr_seat_pointer_notify_motion(wlrSeat, time, location.x, location.y)
      trace(
        emulator,
        "enter \(view.name ?? "surface") touch \(touch.contactID) pid=\(clientID(of: view)) x=\(location.x) y=\(location.y)"
      )
      seat.policy.seat(seat, didTouchDownOn: view)
    case .move(let touch):
      guard let view = touch.view as? SurfaceView else { return }
      let location = touch.location(in: view)
      wlr_seat_pointer_notify_motion(wlrSeat, time, location.x, location.y)
    case .press(let button), .release(let button):
      let pressed = if case .press = action { true } else { false }
      wlr_seat_pointer_notify_button(
        wlrSeat, time, button.linuxCode, pressed ? WLR_BUTTON_PRESSED : WLR_BUTTON_RELEASED)
      trace(emulator, "\(pressed ? "press" : "release") \(button)")
    case .scroll(let delta):
      scroll(vertical: delta.y, horizontal: delta.x, time: time)
      trace(emulator, "scroll \(delta.x),\(delta.y)")
    case .endScroll:
      // A zero value with the finger source is `wl_pointer.axis_stop` in wlroots.
      scroll(vertical: 0, horizontal: 0, time: time)
      trace(emulator, "scroll-end")
    }
    wlr_seat_pointer_notify_frame(wlrSeat)
  }

  /// Sends the axes that changed, or both as stopped when both are zero.
  private func scroll(vertical: Double, horizontal: Double, time: UInt32) {
    let stop = vertical == 0 && horizontal == 0
    for (orientation, value) in [
      (WLR_AXIS_ORIENTATION_VERTICAL, vertical), (WLR_AXIS_ORIENTATION_HORIZONTAL, horizontal),
    ] where value != 0 || stop {
      wlr_seat_pointer_notify_axis(
        seat.wlrSeat, time, orientation, value, 0, WLR_AXIS_SOURCE_FINGER)
    }
  }

  /// The process id of the view's client, for traces.
  private func clientID(of view: SurfaceView) -> Int32 {
    guard let resource = view.surface.pointee.resource else { return 0 }
    var pid: pid_t = 0
    wl_client_get_credentials(wl_resource_get_client(resource), &pid, nil, nil)
    return pid
  }

  private func trace(_ emulator: PointerEmulator, _ text: String) {
    guard let traceHandler else { return }
    traceHandler("\(FileDiagnostic.escaped(emulator.window?.name ?? "client")) pointer \(text)")
  }
}

extension PointerButton {
  /// The button's code in `linux/input-event-codes.h`, as `wl_pointer.button` carries it.
  var linuxCode: UInt32 {
    switch self {
    case .left: 0x110  // BTN_LEFT
    case .right: 0x111  // BTN_RIGHT
    }
  }
}
