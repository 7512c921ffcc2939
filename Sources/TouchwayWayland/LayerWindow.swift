public import CWlroots
import Touchway

/// A mapped layer-shell surface (`zwlr_layer_surface_v1`) as a window of the application:
/// a panel or an on-screen keyboard that runs as a client. Its surfaces are
/// ``SurfaceView``s, as a ``ClientWindow``'s are, and its level puts it in front of the
/// app's windows (the top and overlay layers) or behind them (background and bottom).
public final class LayerWindow: SurfaceWindow {
  /// The layer surface.
  public let layerSurface: UnsafeMutablePointer<wlr_layer_surface_v1>
  /// Where the layer surface is drawn, in output-layout coordinates.
  public let sceneNode: UnsafeMutablePointer<wlr_scene_node>
  private let views: SurfaceViews

  /// A window for `layerSurface`, drawn at `sceneNode`, whose touches go through `seat`.
  public init(
    layerSurface: UnsafeMutablePointer<wlr_layer_surface_v1>,
    sceneNode: UnsafeMutablePointer<wlr_scene_node>, seat: WaylandSeat
  ) {
    self.layerSurface = layerSurface
    self.sceneNode = sceneNode
    views = SurfaceViews(seat: seat)
    super.init(seat: seat)
    windowLevel = Self.level(of: layerSurface.pointee.current.layer)
    placeViews()
    follow(.layerSurface(layerSurface))
  }

  /// The window level of a layer: the app's windows are at level 0, between the bottom
  /// layer and the top one.
  public static func level(of layer: zwlr_layer_shell_v1_layer) -> Double {
    switch layer {
    case ZWLR_LAYER_SHELL_V1_LAYER_BACKGROUND: -2
    case ZWLR_LAYER_SHELL_V1_LAYER_BOTTOM: -1
    case ZWLR_LAYER_SHELL_V1_LAYER_TOP: 1
    default: 2
    }
  }

  /// The client's namespace for the surface (untrusted text), such as `wlroots`.
  public var namespace: String {
    layerSurface.pointee.namespace.map { String(cString: $0) } ?? ""
  }

  /// Takes the level of the layer the surface is on, and places its views.
  override func followSceneNode() {
    views.placeWindow(self, at: sceneNode)
  }

  override func placeViews() {
    let level = Self.level(of: layerSurface.pointee.current.layer)
    if windowLevel != level { windowLevel = level }
    views.synchronize(self, with: SurfacePlacements(layerSurface), at: sceneNode)
  }

  /// The view of `surface`, if it is a mapped surface of this window's tree.
  public override func view(of surface: UnsafeMutablePointer<wlr_surface>) -> SurfaceView? {
    views.view(of: surface)
  }
}
