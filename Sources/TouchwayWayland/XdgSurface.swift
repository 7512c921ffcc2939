internal import CWaylandServer
import Touchway
internal import WaylandProtocols.Server

/// A client's `xdg_surface`: the configure handshake and the mapping rules shared by
/// toplevels and popups.
///
/// The sequence, as xdg-shell describes it: the client gives the xdg_surface a role, makes
/// an initial commit without a buffer, receives `configure`, acknowledges it, then commits
/// a buffer, which maps the surface. Committing no buffer unmaps it and starts over.
final class XdgSurface: ResourceObject, SurfaceRoleObject {
  let base: XdgWmBase
  /// The surface; `nil` once it was destroyed, which leaves this object inert.
  private(set) var surface: Surface?
  /// The toplevel or popup, while its object exists.
  var role: XdgRole?
  /// Popups whose parent this is, in the order they were made.
  var popups: [XdgPopup] = []

  /// The window geometry the client set, in surface coordinates (`set_window_geometry`).
  private var geometry: Rect?
  private var pendingGeometry: Rect?
  private var configureSerials: [UInt32] = []
  private var isConfigured = false
  private var hasInitialCommit = false
  /// Whether the surface is shown (configured, then committed with a buffer).
  private(set) var isMapped = false

  init(resource: OpaquePointer, client: WaylandClient, base: XdgWmBase, surface: Surface) {
    self.base = base
    self.surface = surface
    super.init(resource: resource, client: client, implementation: Self.requests)
    base.surfaceCount += 1
    surface.xdgSurface = self
    surface.roleObject = self
  }

  var toplevel: XdgToplevel? { role as? XdgToplevel }

  /// The window the surface shows in: its own as a toplevel, its parent's as a popup.
  var window: ClientWindow? {
    toplevel?.window ?? (role as? XdgPopup)?.parent?.window
  }

  /// Whether the initial configure was sent and a `configure` may follow at any time.
  var canConfigure: Bool { hasInitialCommit }

  /// The window geometry in effect: what the client set, clamped to the bounds of the
  /// surface and its subsurfaces, or those bounds (`set_window_geometry`).
  var effectiveGeometry: Rect {
    var bounds: Rect?
    surface?.forEachMapped(at: .zero) { surface, origin in
      let rect = Rect(origin: origin, size: surface.size)
      bounds = bounds.map { $0.union(rect) } ?? rect
    }
    guard let bounds else { return geometry ?? .zero }
    return geometry.map { $0.intersection(bounds) } ?? bounds
  }

  /// Ends the configure sequence the role started (`xdg_surface.configure`).
  func sendConfigure() {
    guard let resource else { return }
    let serial = base.compositor.display.nextSerial()
    configureSerials.append(serial)
    xdg_surface_send_configure(resource, serial)
  }

  /// Unmaps the surface; the client must make an initial commit again.
  func unmap() {
    hasInitialCommit = false
    isConfigured = false
    configureSerials = []
    for popup in popups { popup.dismiss() }
    guard isMapped else { return }
    isMapped = false
    role?.roleUnmapped()
  }

  // MARK: Role object of the surface

  func surfaceWillCommit(_ pending: SurfaceState) -> Bool {
    guard let role else {
      postError(XDG_SURFACE_ERROR_NOT_CONSTRUCTED.rawValue, "committed before it got a role")
      return false
    }
    if pending.buffer != nil && !isConfigured {
      postError(
        XDG_SURFACE_ERROR_UNCONFIGURED_BUFFER.rawValue,
        "attached a buffer before acknowledging a configure")
      return false
    }
    return role.roleWillCommit()
  }

  func surfaceDidApplyState() {
    guard let surface, let role else { return }
    if let pendingGeometry { geometry = pendingGeometry }
    role.roleStateApplied()
    let hasBuffer = surface.current.buffer != nil
    if !hasInitialCommit {
      hasInitialCommit = true
      role.sendConfigure()
    } else if !isMapped && hasBuffer && isConfigured {
      isMapped = true
      role.roleMapped()
    } else if isMapped && !hasBuffer {
      unmap()
    }
  }

  func surfaceDestroyed() {
    unmap()
    surface = nil
  }

  override func resourceDestroyed() {
    base.surfaceCount -= 1
    if let surface, surface.roleObject === self { surface.roleObject = nil }
    surface = nil
    super.resourceDestroyed()
  }

  // MARK: Requests

  private func destroyRequested() {
    guard role == nil else {
      postError(
        XDG_SURFACE_ERROR_DEFUNCT_ROLE_OBJECT.rawValue, "destroyed before its toplevel or popup")
      return
    }
    destroy()
  }

  /// Checks that the xdg_surface may take a role now; posts the error if not.
  private func canTakeRole(_ newRole: SurfaceRole) -> Bool {
    guard let surface, role == nil else {
      postError(XDG_SURFACE_ERROR_ALREADY_CONSTRUCTED.rawValue, "already has a toplevel or popup")
      return false
    }
    return surface.assignRole(newRole, errorOn: base, code: XDG_WM_BASE_ERROR_ROLE.rawValue)
  }

  private func getToplevel(id: UInt32) {
    guard canTakeRole(.xdgToplevel),
      let resource = makeResource(
        client, touchway_xdg_toplevel_interface(), version: version, id: id)
    else { return }
    role = XdgToplevel(resource: resource, client: client, xdgSurface: self)
  }

  private func getPopup(id: UInt32, parent: OpaquePointer?, positioner: OpaquePointer?) {
    let positioner = XdgPositioner.from(positioner)
    guard positioner.isComplete else {
      base.postError(
        XDG_WM_BASE_ERROR_INVALID_POSITIONER.rawValue,
        "\(positioner.name) lacks a size or anchor rectangle")
      return
    }
    guard canTakeRole(.xdgPopup),
      let resource = makeResource(client, touchway_xdg_popup_interface(), version: version, id: id)
    else { return }
    role = XdgPopup(
      resource: resource, client: client, xdgSurface: self,
      parent: parent.map { XdgSurface.from($0) },
      geometry: positioner.geometry)
  }

  private func setWindowGeometry(x: Int32, y: Int32, width: Int32, height: Int32) {
    guard width > 0, height > 0 else {
      postError(
        XDG_SURFACE_ERROR_INVALID_SIZE.rawValue,
        "window geometry \(width)×\(height) is not positive")
      return
    }
    pendingGeometry = Rect(x: x, y: y, width: width, height: height)
  }

  private func ackConfigure(serial: UInt32) {
    guard let index = configureSerials.firstIndex(of: serial) else {
      postError(
        XDG_SURFACE_ERROR_INVALID_SERIAL.rawValue,
        "no configure with serial \(serial) awaits an ack")
      return
    }
    configureSerials.removeFirst(index + 1)
    isConfigured = true
  }

  nonisolated(unsafe) private static let requests = implementation(
    xdg_surface_interface(
      destroy: { _, resource in from(resource).destroyRequested() },
      get_toplevel: { _, resource, id in from(resource).getToplevel(id: id) },
      get_popup: { _, resource, id, parent, positioner in
        from(resource).getPopup(id: id, parent: parent, positioner: positioner)
      },
      set_window_geometry: { _, resource, x, y, width, height in
        from(resource).setWindowGeometry(x: x, y: y, width: width, height: height)
      },
      ack_configure: { _, resource, serial in from(resource).ackConfigure(serial: serial) }))
}
