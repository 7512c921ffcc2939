public import CWlroots
import Touchway

/// A window of a client's surfaces — a toplevel's tree (``ClientWindow``), a layer
/// surface's (``LayerWindow``), an X11 window (``X11Window``) — whose ``SurfaceView``s
/// follow what the client last committed.
///
/// The views follow wlroots' signals — a commit of any surface of the tree, a subsurface
/// or popup mapped, unmapped, made or destroyed — so a hit test walks views that are up to
/// date and changes nothing (docs/wayland.md says when each is placed). The scene node is
/// the compositor's: after moving it, the compositor calls ``synchronize()``. Where no
/// surface takes input, a touch falls through to what is behind the window: the window
/// itself is no target.
public class SurfaceWindow: Window {
  unowned let seat: WaylandSeat
  /// The signals of the client's surface tree the views follow.
  private var treeWatch: SurfaceTreeWatch?
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

  /// Brings the window's frame up to date with its scene node, which the compositor moved:
  /// the views inside it follow the client on their own.
  public func synchronize() {
    followSceneNode()
  }

  /// Places the window where its scene node is.
  func followSceneNode() {}

  /// Places the window where its scene node is, and a view for every mapped surface.
  func placeViews() {}

  /// Makes the views follow the surface tree grown from `root`: placed again after what
  /// the client changed, and a leaving surface's view hidden at once.
  func follow(_ root: SurfaceTreeWatch.Root) {
    let loop = wl_display_get_event_loop(seat.wlrSeat.pointee.display)!
    treeWatch = SurfaceTreeWatch(
      root, loop: loop, changed: { [unowned self] in placeViews() },
      leaving: { [unowned self] in view(of: $0)?.isHidden = true })
  }

  /// The view of `surface`, if it is a mapped surface of this window.
  public func view(of surface: UnsafeMutablePointer<wlr_surface>) -> SurfaceView? { nil }

  /// The surfaces' hit test, as a `Window`'s; `nil` where no surface takes the point.
  public override func hitTest(_ point: Point, with event: TouchEvent?) -> View? {
    let hit = super.hitTest(point, with: event)
    return hit === self ? nil : hit
  }

  /// Takes the window out of the application: touches on its surfaces are cancelled.
  public func close() {
    application?.removeWindow(self)
  }
}
