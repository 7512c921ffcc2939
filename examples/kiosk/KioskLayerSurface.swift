import CWaylandServer
import CWlroots
import Touchway
import TouchwayWayland

/// One layer-shell surface in the kiosk (a panel, an on-screen keyboard that runs as a
/// client): drawn in its layer's tree, placed by ``KioskLayerShell``, and a
/// ``LayerWindow`` of the application while it is mapped.
final class KioskLayerSurface {
  let layerSurface: UnsafeMutablePointer<wlr_layer_surface_v1>
  let node: UnsafeMutablePointer<wlr_scene_node>
  private(set) var window: LayerWindow?
  private unowned let shell: KioskLayerShell
  private unowned let compositor: KioskCompositor
  private var listeners: [Listener] = []

  init(
    _ layerSurface: UnsafeMutablePointer<wlr_layer_surface_v1>, shell: KioskLayerShell,
    compositor: KioskCompositor
  ) {
    self.layerSurface = layerSurface
    self.shell = shell
    self.compositor = compositor
    let tree = compositor.layers.tree(of: layerSurface.pointee.pending.layer)
    node = wlr_scene_subsurface_tree_create(tree, layerSurface.pointee.surface)
    on(signal(layerSurface, \.events.map)) { $0.map() }
    on(signal(layerSurface, \.events.unmap)) { $0.unmap() }
    on(signal(layerSurface, \.events.destroy)) { $0.destroy() }
    on(signal(layerSurface.pointee.surface, \.events.commit)) { $0.committed() }
    listeners.append(
      Listener(signal(layerSurface, \.events.new_popup)) { [unowned self] data in
        addPopup(data!.assumingMemoryBound(to: wlr_xdg_popup.self))
      })
  }

  /// Draws a popup of the layer surface (a menu of a panel) in the surface's tree; its
  /// own popups follow through the shell, and its touches through the ``LayerWindow``.
  private func addPopup(_ popup: UnsafeMutablePointer<wlr_xdg_popup>) {
    guard let base = popup.pointee.base, let popupNode = wlr_scene_xdg_surface_create(node, base)
    else { return }
    base.pointee.data = UnsafeMutableRawPointer(popupNode)
  }

  var state: wlr_layer_surface_v1_state { layerSurface.pointee.current }

  /// Whether the surface asked for keyboard focus at all times.
  var wantsKeyboard: Bool {
    layerSurface.pointee.mapped
      && state.keyboard_interactive == ZWLR_LAYER_SURFACE_V1_KEYBOARD_INTERACTIVITY_EXCLUSIVE
  }

  /// Whether the surface's client is trusted (``ClientTrust``), asked now.
  var isTrusted: Bool {
    wl_resource_get_client(layerSurface.pointee.resource).map(compositor.trust.isTrusted) ?? false
  }

  /// Sizes and places the surface within `bounds`.
  func place(in bounds: wlr_box) {
    let box = LayerPlacement(state, in: bounds).box
    wlr_scene_node_set_position(node, box.x, box.y)
    window?.synchronize()
    if !layerSurface.pointee.configured || state.actual_width != UInt32(box.width)
      || state.actual_height != UInt32(box.height)
    {
      wlr_layer_surface_v1_configure(layerSurface, UInt32(box.width), UInt32(box.height))
    }
  }

  private func committed() {
    if let refusal = LayerPlacement.refusal(of: state) {
      touchway_resource_post_error(layerSurface.pointee.resource, refusal.code, refusal.message)
      return
    }
    // A change of layer moves the surface to that layer's tree.
    let tree = compositor.layers.tree(of: state.layer)
    if node.pointee.parent != tree { wlr_scene_node_reparent(node, tree) }
    if state.committed != 0 || !layerSurface.pointee.configured { shell.arrange() }
  }

  private func map() {
    let window = LayerWindow(layerSurface: layerSurface, sceneNode: node, seat: compositor.seat)
    window.name = FileDiagnostic.escaped(window.namespace.isEmpty ? "layer" : window.namespace)
    window.isMultipleTouchEnabled = true
    compositor.occlusionGuard.attach(to: window)
    shell.windowMapped(window)
    compositor.application.addWindow(window)
    self.window = window
    shell.arrange()
    logger.info(
      "layer surface \(window.name ?? "") mapped at \(window.frame) on layer \(state.layer.rawValue)"
    )
  }

  private func unmap() {
    window?.close()
    window = nil
    shell.setNeedsArrange()
  }

  private func destroy() {
    unmap()
    listeners.removeAll()
    shell.removed(self)
  }

  private func on(
    _ signal: UnsafeMutablePointer<wl_signal>, _ handler: @escaping (KioskLayerSurface) -> Void
  ) {
    listeners.append(Listener(signal) { [unowned self] _ in handler(self) })
  }
}
