internal import CWaylandServer
import Touchway
internal import WaylandProtocols.Server

/// A client's `xdg_popup`: a surface placed by a positioner relative to its parent, shown
/// in the parent's window above the parent.
///
/// Popups are never constrained to the output and grabs are accepted without taking the
/// seat: a popup stays until its client destroys it or its parent goes away (then it gets
/// `popup_done`).
final class XdgPopup: ResourceObject, XdgRole {
  let xdgSurface: XdgSurface
  /// The xdg_surface it is placed against; `nil` once that is gone.
  private(set) weak var parent: XdgSurface?
  /// Where the popup's window geometry goes, relative to the parent's window geometry.
  private(set) var geometry: Rect
  /// Whether the popup was dismissed (`popup_done`); it is never shown again.
  private(set) var isDismissed = false

  init(
    resource: OpaquePointer, client: WaylandClient, xdgSurface: XdgSurface, parent: XdgSurface?,
    geometry: Rect
  ) {
    self.xdgSurface = xdgSurface
    self.parent = parent
    self.geometry = geometry
    super.init(resource: resource, client: client, implementation: Self.requests)
    parent?.popups.append(self)
  }

  /// Dismisses the popup and its own popups (`xdg_popup.popup_done`).
  func dismiss() {
    guard !isDismissed else { return }
    isDismissed = true
    for popup in xdgSurface.popups { popup.dismiss() }
    if let resource { xdg_popup_send_popup_done(resource) }
    xdgSurface.window?.layout()
  }

  // MARK: XdgRole

  func roleWillCommit() -> Bool {
    guard parent != nil else {
      xdgSurface.base.postError(
        XDG_WM_BASE_ERROR_INVALID_POPUP_PARENT.rawValue, "\(name) has no parent xdg_surface")
      return false
    }
    return true
  }

  func sendConfigure() {
    guard let resource else { return }
    xdg_popup_send_configure(
      resource, Int32(geometry.minX), Int32(geometry.minY), Int32(geometry.width),
      Int32(geometry.height))
    xdgSurface.sendConfigure()
  }

  func roleMapped() {
    xdgSurface.window?.layout()
  }

  func roleUnmapped() {
    xdgSurface.window?.layout()
  }

  override func resourceDestroyed() {
    let window = xdgSurface.window
    xdgSurface.unmap()
    xdgSurface.role = nil
    parent?.popups.removeAll { $0 === self }
    parent = nil
    window?.layout()
    super.resourceDestroyed()
  }

  // MARK: Requests

  private func grab() {
    guard !xdgSurface.isMapped else {
      postError(XDG_POPUP_ERROR_INVALID_GRAB.rawValue, "grab requested after the popup was mapped")
      return
    }
  }

  private func reposition(positioner: OpaquePointer?, token: UInt32) {
    geometry = XdgPositioner.from(positioner).geometry
    guard let resource, xdgSurface.canConfigure else { return }
    xdg_popup_send_repositioned(resource, token)
    sendConfigure()
  }

  nonisolated(unsafe) private static let requests = implementation(
    xdg_popup_interface(
      destroy: destroyRequest,
      grab: { _, resource, _, _ in from(resource).grab() },
      reposition: { _, resource, positioner, token in
        from(resource).reposition(positioner: positioner, token: token)
      }))
}
