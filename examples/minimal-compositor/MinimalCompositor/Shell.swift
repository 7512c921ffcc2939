import CWlroots
import Touchway
import TouchwayWayland

/// xdg-shell: each toplevel drawn by the scene at the layout's origin and a
/// ``ClientWindow`` while it is mapped; each popup drawn in its parent's scene tree, where
/// its positioner puts it.
final class Shell {
  private(set) var windows: [ClientWindow] = []
  private unowned let compositor: MinimalCompositor
  private var toplevels: [Toplevel] = []
  private var listener: Listener?

  init(compositor: MinimalCompositor) {
    self.compositor = compositor
    let shell = wlr_xdg_shell_create(compositor.display)!
    listener = Listener(signal(shell, \.events.new_surface)) { [unowned self] data in
      newSurface(data!.assumingMemoryBound(to: wlr_xdg_surface.self))
    }
  }

  private func newSurface(_ xdgSurface: UnsafeMutablePointer<wlr_xdg_surface>) {
    let node: UnsafeMutablePointer<wlr_scene_node>?
    if xdgSurface.pointee.role == WLR_XDG_SURFACE_ROLE_POPUP {
      guard let parent = wlr_xdg_surface_from_wlr_surface(xdgSurface.pointee.popup.pointee.parent),
        let parentNode = parent.pointee.data
      else { return }
      node = wlr_scene_xdg_surface_create(
        parentNode.assumingMemoryBound(to: wlr_scene_node.self), xdgSurface)
    } else {
      node = wlr_scene_xdg_surface_create(&compositor.scene.pointee.node, xdgSurface)
    }
    // A popup of this surface finds its parent's node here.
    xdgSurface.pointee.data = UnsafeMutableRawPointer(node)
    if xdgSurface.pointee.role == WLR_XDG_SURFACE_ROLE_TOPLEVEL, let node {
      toplevels.append(Toplevel(xdgSurface, node: node, shell: self))
    }
  }

  /// A toplevel mapped: its window joins the application, in front.
  fileprivate func map(_ toplevel: Toplevel) {
    let window = ClientWindow(
      xdgSurface: toplevel.xdgSurface, sceneNode: toplevel.node, seat: compositor.seat)
    toplevel.window = window
    compositor.application.addWindow(window)
    windows.append(window)
  }

  /// A toplevel unmapped: its window leaves, and its touches are cancelled.
  fileprivate func unmap(_ toplevel: Toplevel) {
    guard let window = toplevel.window else { return }
    window.close()
    windows.removeAll { $0 === window }
    toplevel.window = nil
  }

  fileprivate func destroy(_ toplevel: Toplevel) {
    unmap(toplevel)
    toplevels.removeAll { $0 === toplevel }
  }
}

/// One `xdg_toplevel`, followed from creation to destruction.
private final class Toplevel {
  let xdgSurface: UnsafeMutablePointer<wlr_xdg_surface>
  let node: UnsafeMutablePointer<wlr_scene_node>
  var window: ClientWindow?
  private var listeners: [Listener] = []

  init(
    _ xdgSurface: UnsafeMutablePointer<wlr_xdg_surface>, node: UnsafeMutablePointer<wlr_scene_node>,
    shell: Shell
  ) {
    self.xdgSurface = xdgSurface
    self.node = node
    listeners = [
      Listener(signal(xdgSurface, \.events.map)) { [unowned self, unowned shell] _ in
        shell.map(self)
      },
      Listener(signal(xdgSurface, \.events.unmap)) { [unowned self, unowned shell] _ in
        shell.unmap(self)
      },
      Listener(signal(xdgSurface.pointee.surface, \.events.commit)) { _ in
        // wlroots 0.15 answers only a toplevel's first initial commit with a configure, not
        // one that starts over after an unmap.
        let surface = xdgSurface.pointee
        if !surface.configured, surface.configure_idle == nil,
          wl_list_empty(&xdgSurface.pointee.configure_list) != 0
        {
          wlr_xdg_surface_schedule_configure(xdgSurface)
        }
      },
      Listener(signal(xdgSurface, \.events.destroy)) { [unowned self, unowned shell] _ in
        listeners.removeAll()
        shell.destroy(self)
      },
    ]
  }
}
