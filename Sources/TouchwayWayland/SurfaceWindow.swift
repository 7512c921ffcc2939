public import CWlroots
import Touchway

/// A window of a client's surfaces — a toplevel's tree (``ClientWindow``), a layer
/// surface's (``LayerWindow``), an X11 window (``X11Window``) — whose ``SurfaceView``s
/// follow what the client last committed.
///
/// Before each hit test the window brings its views up to date, so a touch finds the
/// surfaces as they are; where no surface takes input, the touch falls through to what is
/// behind the window: the window itself is no target.
public class SurfaceWindow: Window {
  unowned let seat: WaylandSeat
  /// The responder above the surfaces that turns the touches they pass on into pointer
  /// input, while ``emulatesPointer``.
  public private(set) var pointerEmulator: PointerEmulator?

  init(seat: WaylandSeat) {
    self.seat = seat
    super.init()
  }

  /// Whether touches the client does not take — it has no `wl_touch`, or it declines them
  /// through touchway-responder-v1; every touch of an ``X11Window`` — become pointer
  /// input for it (``WaylandSeat/emulatedPointer``): the surfaces pass them on to a
  /// `PointerEmulator`, the window's next responder. The seat's policy sets it when a
  /// client or X11 window is made.
  public var emulatesPointer: Bool {
    get { pointerEmulator != nil }
    set {
      guard newValue != emulatesPointer else { return }
      if newValue {
        pointerEmulator = seat.emulatedPointer.makeEmulator(for: self)
      } else {
        pointerEmulator?.detach()
        pointerEmulator = nil
      }
    }
  }

  /// Whether the surfaces pass on every touch while the window emulates a pointer, even
  /// those their client would take: an X11 window's.
  var emulatesEveryTouch: Bool { false }

  /// The pointer emulator while there is one, then the application (R37).
  public override var next: Responder? { pointerEmulator ?? application }

  /// Brings the window's frame and its surface views up to date with the client's
  /// surfaces and the scene.
  public func synchronize() {}

  /// The view of `surface`, if it is a mapped surface of this window.
  public func view(of surface: UnsafeMutablePointer<wlr_surface>) -> SurfaceView? { nil }

  /// Brings the surfaces up to date, then hit-tests them; `nil` where no surface takes
  /// the point.
  public override func hitTest(_ point: Point, with event: TouchEvent?) -> View? {
    // The application converted the point with the frame from before the synchronization.
    let screen = convert(toScreen: point)
    synchronize()
    let hit = super.hitTest(convert(fromScreen: screen), with: event)
    return hit === self ? nil : hit
  }

  /// Takes the window out of the application: touches on its surfaces are cancelled.
  public func close() {
    application?.removeWindow(self)
  }
}
