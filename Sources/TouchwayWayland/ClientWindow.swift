public import CWlroots
import Touchway

/// A mapped `xdg_toplevel` as a window of the application: its surfaces — the toplevel's,
/// its subsurfaces and its popups, back to front — are ``SurfaceView``s in it, placed as
/// the scene shows them.
///
/// A compositor makes one when a toplevel maps and adds it to the application (it goes
/// away with ``SurfaceWindow/close()`` when the toplevel unmaps). The window's frame covers every
/// surface of the tree; the views follow what the client commits, maps and unmaps as it
/// happens, and the scene node when the compositor calls ``SurfaceWindow/synchronize()``
/// after moving it.
public final class ClientWindow: SurfaceWindow {
  /// The toplevel's `wlr_xdg_surface`.
  public let xdgSurface: UnsafeMutablePointer<wlr_xdg_surface>
  /// Where the toplevel's surface is drawn, in output-layout coordinates: the scene node
  /// the compositor placed, read at each synchronization.
  public let sceneNode: UnsafeMutablePointer<wlr_scene_node>
  private let views: SurfaceViews

  /// A window for the toplevel `xdgSurface`, drawn at `sceneNode`, whose touches go
  /// through `seat`.
  public init(
    xdgSurface: UnsafeMutablePointer<wlr_xdg_surface>,
    sceneNode: UnsafeMutablePointer<wlr_scene_node>, seat: WaylandSeat
  ) {
    self.xdgSurface = xdgSurface
    self.sceneNode = sceneNode
    views = SurfaceViews(seat: seat)
    super.init(seat: seat)
    // The popups of the toplevel's tree may grab the seat.
    seat.popupGrabs.watch(xdgSurface.pointee.client.pointee.shell)
    placeViews()
    follow(.xdgSurface(xdgSurface))
    emulatesPointer = seat.policy.seat(seat, emulatesPointerFor: self)
  }

  /// The view of the toplevel's own surface.
  public var mainView: SurfaceView? {
    views.view(of: xdgSurface.pointee.surface)
  }

  /// The client's title, as it set it (untrusted text).
  public var title: String? {
    xdgSurface.pointee.toplevel.pointee.title.map { String(cString: $0) }
  }

  /// The client's app id, as it set it (untrusted text).
  public var appID: String? {
    xdgSurface.pointee.toplevel.pointee.app_id.map { String(cString: $0) }
  }

  override func followSceneNode() {
    views.placeWindow(self, at: sceneNode)
  }

  override func placeViews() {
    views.synchronize(self, with: SurfacePlacements(xdgSurface), at: sceneNode)
  }

  /// The view of `surface`, if it is a mapped surface of this window's tree.
  public override func view(of surface: UnsafeMutablePointer<wlr_surface>) -> SurfaceView? {
    views.view(of: surface)
  }
}

/// Where each mapped surface of an xdg surface's tree is, relative to the xdg surface's
/// own, back to front (`wlr_xdg_surface_for_each_surface`).
struct SurfacePlacements {
  struct Placement {
    let surface: UnsafeMutablePointer<wlr_surface>
    let x: Double
    let y: Double
  }

  private(set) var surfaces: [Placement] = []

  /// The surfaces of an xdg surface's tree: its own, subsurfaces and popups.
  init(_ xdgSurface: UnsafeMutablePointer<wlr_xdg_surface>) {
    self.init { wlr_xdg_surface_for_each_surface(xdgSurface, $0, $1) }
  }

  /// The surfaces of a layer surface's tree: its own, subsurfaces and popups.
  init(_ layerSurface: UnsafeMutablePointer<wlr_layer_surface_v1>) {
    self.init { wlr_layer_surface_v1_for_each_surface(layerSurface, $0, $1) }
  }

  /// The surfaces a wlroots `for_each_surface` function visits.
  private init(
    forEachSurface: (wlr_surface_iterator_func_t, UnsafeMutableRawPointer) -> Void
  ) {
    withUnsafeMutablePointer(to: &self) { placements in
      forEachSurface(
        { surface, x, y, data in
          data!.assumingMemoryBound(to: SurfacePlacements.self).pointee.surfaces.append(
            Placement(surface: surface!, x: Double(x), y: Double(y)))
        }, placements)
    }
  }

  /// The smallest rectangle that holds every surface.
  var bounds: Rect {
    guard let first = surfaces.first else { return .zero }
    var (minX, minY, maxX, maxY) = (first.x, first.y, first.x, first.y)
    for placement in surfaces {
      let current = placement.surface.pointee.current
      minX = min(minX, placement.x)
      minY = min(minY, placement.y)
      maxX = max(maxX, placement.x + Double(current.width))
      maxY = max(maxY, placement.y + Double(current.height))
    }
    return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }
}
