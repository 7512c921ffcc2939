public import CWlroots
import Touchway

/// A mapped X11 window, an Xwayland surface, as a window of the application: its
/// `wlr_surface` is a ``SurfaceView`` that fills it, placed as the scene shows it.
///
/// Xwayland is one Wayland client with `wl_touch`. While the window emulates a pointer
/// (``SurfaceWindow/emulatesPointer``, as the seat's policy says), every touch on it
/// becomes pointer input, as for a Wayland client that takes no touches: a long press is
/// the right button. Otherwise touches go to Xwayland as any client's do, and the X
/// server turns them into X input (XI2 touch events, and its own pointer emulation, the
/// left button only, for apps that do not select them). A compositor makes one when the
/// surface maps and adds it to the application; it goes away with
/// ``SurfaceWindow/close()`` when the surface unmaps.
public final class X11Window: SurfaceWindow {
  /// The Xwayland surface.
  public let xwaylandSurface: UnsafeMutablePointer<wlr_xwayland_surface>
  /// Where the surface is drawn, in output-layout coordinates.
  public let sceneNode: UnsafeMutablePointer<wlr_scene_node>
  /// The view of the window's `wlr_surface`.
  public let surfaceView: SurfaceView

  /// A window for the mapped `xwaylandSurface`, drawn at `sceneNode`, whose touches go
  /// through `seat`.
  public init(
    xwaylandSurface: UnsafeMutablePointer<wlr_xwayland_surface>,
    sceneNode: UnsafeMutablePointer<wlr_scene_node>, seat: WaylandSeat
  ) {
    self.xwaylandSurface = xwaylandSurface
    self.sceneNode = sceneNode
    surfaceView = SurfaceView(xwaylandSurface.pointee.surface, seat: seat)
    super.init(seat: seat)
    addSubview(surfaceView)
    placeViews()
    follow(.surface(xwaylandSurface.pointee.surface))
    emulatesPointer = seat.policy.seat(seat, emulatesPointerFor: self)
  }

  /// The X server cannot say which of its apps take touches: all get pointer input.
  override var emulatesEveryTouch: Bool { emulatesPointer }

  /// The window's title, as the app set it (untrusted text).
  public var title: String? {
    xwaylandSurface.pointee.title.map { String(cString: $0) }
  }

  /// The window's `WM_CLASS` class, as the app set it (untrusted text).
  public var windowClass: String? {
    xwaylandSurface.pointee.class.map { String(cString: $0) }
  }

  override func followSceneNode() {
    placeViews()
  }

  /// Places the window where the scene shows the surface, at the surface's size.
  override func placeViews() {
    var origin = (x: Int32(0), y: Int32(0))
    wlr_scene_node_coords(sceneNode, &origin.x, &origin.y)
    let current = xwaylandSurface.pointee.surface.pointee.current
    let frame = Rect(
      x: Double(origin.x), y: Double(origin.y), width: Double(current.width),
      height: Double(current.height))
    if self.frame != frame { self.frame = frame }
    surfaceView.place(at: .zero)
  }
}
