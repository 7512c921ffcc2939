import CWlroots
import Touchway
import TouchwayWayland

/// How the kiosk shows xdg-shell surfaces: every toplevel maximized over the output, or
/// full-screen while it asks to be (one
/// that keeps a smaller size centred on black), a dialog (a toplevel with a parent)
/// centred over its parent at its own size, popups where their positioner puts them but
/// kept on the output (flipped, slid or resized, `wlr_xdg_popup_unconstrain_from_box`),
/// and server-side decorations, which a kiosk never draws.
final class KioskShell {
  /// A toplevel was mapped and its window added to the application.
  var windowMapped: (ClientWindow) -> Void = { _ in }
  /// A toplevel's title changed, or it was mapped with one: untrusted text.
  var titleChanged: (ClientWindow) -> Void = { _ in }
  /// A toplevel moved up by a number of rows to keep its text input's caret above a
  /// keyboard, or back down (0).
  var windowLifted: (ClientWindow, Int32) -> Void = { _, _ in }

  private unowned let compositor: KioskCompositor
  private(set) var toplevels: [KioskToplevel] = []
  private var listeners: [Listener] = []
  private let restackLater: IdleWork

  init(compositor: KioskCompositor) {
    self.compositor = compositor
    restackLater = IdleWork(loop: compositor.eventLoop)
    // A text input that begins, moves its caret or ends may lift its window.
    compositor.application.addTextInputObserver { [unowned self] _ in scheduleRestack() }
    let shell = wlr_xdg_shell_create(compositor.display)!
    listeners.append(
      Listener(signal(shell, \.events.new_surface)) { [unowned self] data in
        newSurface(data!.assumingMemoryBound(to: wlr_xdg_surface.self))
      })
    let decorations = wlr_xdg_decoration_manager_v1_create(compositor.display)!
    listeners.append(
      Listener(signal(decorations, \.events.new_toplevel_decoration)) { data in
        wlr_xdg_toplevel_decoration_v1_set_mode(
          data!.assumingMemoryBound(to: wlr_xdg_toplevel_decoration_v1.self),
          WLR_XDG_TOPLEVEL_DECORATION_V1_MODE_SERVER_SIDE)
      })
  }

  /// The xdg surfaces of every toplevel, mapped or not yet.
  var toplevelSurfaces: [UnsafeMutablePointer<wlr_xdg_surface>] { toplevels.map(\.xdgSurface) }

  /// The output or its usable area changed: every toplevel, and every X11 window, is sized
  /// and placed again.
  func outputChanged() {
    for toplevel in toplevels { toplevel.configure() }
    compositor.xwayland?.arrange()
  }

  private func newSurface(_ xdgSurface: UnsafeMutablePointer<wlr_xdg_surface>) {
    switch xdgSurface.pointee.role {
    case WLR_XDG_SURFACE_ROLE_TOPLEVEL:
      toplevels.append(KioskToplevel(xdgSurface, shell: self, compositor: compositor))
    case WLR_XDG_SURFACE_ROLE_POPUP:
      addPopup(xdgSurface)
    default:
      break
    }
  }

  /// Draws a popup in its parent's scene tree, and keeps it on the output.
  private func addPopup(_ xdgSurface: UnsafeMutablePointer<wlr_xdg_surface>) {
    let popup = xdgSurface.pointee.popup!
    // A layer surface's popup has no parent yet: KioskLayerSurface draws it.
    guard let parentSurface = popup.pointee.parent, wlr_surface_is_xdg_surface(parentSurface),
      let parent = wlr_xdg_surface_from_wlr_surface(parentSurface),
      let parentNode = parent.pointee.data?.assumingMemoryBound(to: wlr_scene_node.self),
      let node = wlr_scene_xdg_surface_create(parentNode, xdgSurface)
    else { return }
    xdgSurface.pointee.data = UnsafeMutableRawPointer(node)
    guard let root = toplevels.first(where: { $0.contains(popup) }) else { return }
    var box = compositor.outputBox
    var origin = (x: Int32(0), y: Int32(0))
    wlr_scene_node_coords(root.node, &origin.x, &origin.y)
    box.x -= origin.x
    box.y -= origin.y
    wlr_xdg_popup_unconstrain_from_box(popup, &box)
  }

  /// Restacks once the event loop has handled what is ready now: a text input may change
  /// while the seat delivers a touch, and placing a window synchronizes its views.
  private func scheduleRestack() {
    restackLater.schedule { [unowned self] in compositor.restackApps() }
  }

  func removed(_ toplevel: KioskToplevel) {
    toplevels.removeAll { $0 === toplevel }
  }

  /// The toplevel of `xdgSurface`, if the shell has it.
  func toplevel(of xdgSurface: UnsafeMutablePointer<wlr_xdg_surface>) -> KioskToplevel? {
    toplevels.first { $0.xdgSurface == xdgSurface }
  }
}
