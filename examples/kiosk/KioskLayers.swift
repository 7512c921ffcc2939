import CWlroots

/// The scene's stacking: the layer-shell layers around the app's toplevels, back to front
/// (background, bottom, the apps, top, overlay), each a tree of the scene, and in front
/// of them all the kiosk's own UI (the built-in keyboard): no client draws over it, so no
/// client can show a fake keyboard over the real one and collect what the user types.
struct KioskLayers {
  let background: UnsafeMutablePointer<wlr_scene_node>
  let bottom: UnsafeMutablePointer<wlr_scene_node>
  let apps: UnsafeMutablePointer<wlr_scene_node>
  let top: UnsafeMutablePointer<wlr_scene_node>
  let overlay: UnsafeMutablePointer<wlr_scene_node>
  /// The kiosk's own UI, in front of every client's surface, as its window levels are
  /// (`OnScreenKeyboard.windowLevel`, above every layer's).
  let system: UnsafeMutablePointer<wlr_scene_node>

  init(scene: UnsafeMutablePointer<wlr_scene>) {
    func tree() -> UnsafeMutablePointer<wlr_scene_node> {
      withUnsafeMutablePointer(to: &wlr_scene_tree_create(&scene.pointee.node)!.pointee.node) { $0 }
    }
    (background, bottom, apps, top, overlay, system) = (
      tree(), tree(), tree(), tree(), tree(), tree()
    )
  }

  /// The window level of an app's window `depth` parents down (a dialog's depth is at
  /// least 1): 0 for the app's own windows, rising towards the top layer's 1
  /// (`LayerWindow.level(of:)`) without reaching it, so that the windows of the apps tree
  /// are hit in the order they are drawn, under the top and overlay layers.
  static func appLevel(depth: Int) -> Double {
    1 - 1 / Double(depth + 1)
  }

  /// The window level of an untrusted client's windows (``ClientTrust``): under the
  /// app's (0 and up), over the bottom layer's (-1). Shown beneath the app, they cover
  /// none of it.
  static let strangerLevel = -0.5

  /// The depth in front of every dialog (whose chains of parents are cut at 64): X11's
  /// override-redirect windows, menus and tooltips.
  static let frontDepth = 65

  /// The tree of a layer-shell layer.
  func tree(of layer: zwlr_layer_shell_v1_layer) -> UnsafeMutablePointer<wlr_scene_node> {
    switch layer {
    case ZWLR_LAYER_SHELL_V1_LAYER_BACKGROUND: background
    case ZWLR_LAYER_SHELL_V1_LAYER_BOTTOM: bottom
    case ZWLR_LAYER_SHELL_V1_LAYER_TOP: top
    default: overlay
    }
  }
}
