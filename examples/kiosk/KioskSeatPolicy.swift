import CWlroots
import Touchway
import TouchwayWayland

/// Keyboard focus follows touch in the kiosk: a touch on a layer surface that takes the
/// keyboard on demand (`keyboard_interactivity` on_demand) gives it the focus, a touch on
/// the app gives it back, unless a layer surface holds the focus exclusively; a touch on
/// an X11 window gives it the focus if it takes any. The
/// default policy's first-responder step still runs, and it decides pointer emulation.
final class KioskSeatPolicy: WaylandSeatPolicy {
  private unowned let compositor: KioskCompositor
  private let standard: DefaultSeatPolicy

  init(compositor: KioskCompositor, emulatesPointer: Bool) {
    self.compositor = compositor
    standard = DefaultSeatPolicy(emulatesPointer: emulatesPointer)
  }

  func seat(_ seat: WaylandSeat, emulatesPointerFor window: Window) -> Bool {
    standard.seat(seat, emulatesPointerFor: window)
  }

  /// Only the app's windows (toplevels, X11 windows of trusted clients) may keep the
  /// operator's gestures off their surfaces: a layer surface, drawn over the app's edge,
  /// may not, nor another client's window.
  func seat(_ seat: WaylandSeat, mayExcludeSystemGesturesOn view: SurfaceView) -> Bool {
    (view.window is ClientWindow || view.window is X11Window) && compositor.isTrusted(view)
  }

  func seat(_ seat: WaylandSeat, didTouchDownOn view: SurfaceView) {
    standard.seat(seat, didTouchDownOn: view)
    compositor.builtinKeyboard?.touchDown(on: view)
    guard !compositor.layerShell.holdsKeyboardExclusively else { return }
    if let window = view.window as? LayerWindow {
      let layerSurface = window.layerSurface
      guard
        layerSurface.pointee.current.keyboard_interactive
          == ZWLR_LAYER_SURFACE_V1_KEYBOARD_INTERACTIVITY_ON_DEMAND
      else { return }
      wlr_seat_keyboard_notify_enter(seat.wlrSeat, layerSurface.pointee.surface, nil, 0, nil)
    } else if let window = view.window as? X11Window {
      _ = compositor.xwayland?.surface(of: window.xwaylandSurface)?.focus()
    } else if let window = view.window as? ClientWindow {
      // An X11 window's text input goes with its focus.
      for surface in compositor.xwayland?.surfaces ?? [] { surface.resignTextInput() }
      guard
        seat.wlrSeat.pointee.keyboard_state.focused_surface != window.xdgSurface.pointee.surface
      else { return }
      wlr_seat_keyboard_notify_enter(seat.wlrSeat, window.xdgSurface.pointee.surface, nil, 0, nil)
    }
  }
}
