internal import CWaylandServer
import Touchway
internal import WaylandProtocols.Server

/// A client's `xdg_toplevel`: a window. The compositor decides its size and states
/// (through ``WaylandServerDelegate/windowConfiguration(for:)`` and
/// ``ClientWindow/configure(_:)``); the client's title, app id, parent and size limits are
/// recorded. Move, resize, menus, maximize, fullscreen and minimize requests are ignored:
/// the server advertises none of those capabilities.
final class XdgToplevel: ResourceObject, XdgRole {
  let xdgSurface: XdgSurface
  let window: ClientWindow
  /// The configuration last sent, or to send with the initial configure.
  private var configuration: ToplevelConfiguration?
  private var sentCapabilities = false
  private var pendingMinimumSize = Size.zero
  private var pendingMaximumSize = Size.zero

  init(resource: OpaquePointer, client: WaylandClient, xdgSurface: XdgSurface) {
    self.xdgSurface = xdgSurface
    window = ClientWindow(client: client, compositor: xdgSurface.base.compositor)
    super.init(resource: resource, client: client, implementation: Self.requests)
    window.toplevel = self
    window.name = name
  }

  /// Sends `configuration` now if the client made its initial commit, else with it.
  func configure(_ configuration: ToplevelConfiguration) {
    self.configuration = configuration
    if xdgSurface.canConfigure { sendConfigure() }
  }

  /// Asks the client to close the window (`xdg_toplevel.close`).
  func close() {
    if let resource { xdg_toplevel_send_close(resource) }
  }

  // MARK: XdgRole

  func roleWillCommit() -> Bool {
    let minimum = pendingMinimumSize
    let maximum = pendingMaximumSize
    if maximum.width > 0 && minimum.width > maximum.width
      || maximum.height > 0 && minimum.height > maximum.height
    {
      postError(
        XDG_TOPLEVEL_ERROR_INVALID_SIZE.rawValue,
        "minimum size \(minimum.width)×\(minimum.height) exceeds maximum \(maximum.width)×\(maximum.height)"
      )
      return false
    }
    return true
  }

  func roleStateApplied() {
    window.minimumSize = pendingMinimumSize
    window.maximumSize = pendingMaximumSize
  }

  func sendConfigure() {
    guard let resource else { return }
    let compositor = xdgSurface.base.compositor
    let configuration =
      self.configuration ?? compositor.delegate?.windowConfiguration(for: window)
      ?? ToplevelConfiguration()
    self.configuration = configuration
    if version >= 4, let output = compositor.outputs.first {
      xdg_toplevel_send_configure_bounds(
        resource, Int32(output.frame.width), Int32(output.frame.height))
    }
    if version >= 5 && !sentCapabilities {
      sentCapabilities = true
      withWaylandArray([]) { xdg_toplevel_send_wm_capabilities(resource, $0) }
    }
    let size = configuration.size ?? .zero
    withWaylandArray(configuration.states.values(forVersion: version)) {
      xdg_toplevel_send_configure(resource, Int32(size.width), Int32(size.height), $0)
    }
    xdgSurface.sendConfigure()
  }

  func roleMapped() {
    window.map()
  }

  func roleUnmapped() {
    configuration = nil
    window.unmap()
  }

  override func resourceDestroyed() {
    xdgSurface.unmap()
    xdgSurface.role = nil
    window.toplevel = nil
    super.resourceDestroyed()
  }

  // MARK: Requests

  private func setParent(_ parentResource: OpaquePointer?) {
    guard let parentResource else {
      window.parentWindow = nil
      return
    }
    let parent = XdgToplevel.from(parentResource)
    var ancestor: ClientWindow? = parent.window
    while let candidate = ancestor {
      if candidate === window {
        postError(
          XDG_TOPLEVEL_ERROR_INVALID_PARENT.rawValue,
          "\(parent.name) is this toplevel or its descendant")
        return
      }
      ancestor = candidate.parentWindow
    }
    window.parentWindow = parent.window.isMapped ? parent.window : nil
  }

  private func setSizeLimit(width: Int32, height: Int32, maximum: Bool) {
    guard width >= 0, height >= 0 else {
      postError(
        XDG_TOPLEVEL_ERROR_INVALID_SIZE.rawValue, "size limit \(width)×\(height) is negative")
      return
    }
    let size = Size(width: Double(width), height: Double(height))
    if maximum { pendingMaximumSize = size } else { pendingMinimumSize = size }
  }

  private func resize(edges: UInt32) {
    guard [0, 1, 2, 4, 5, 6, 8, 9, 10].contains(edges) else {
      postError(
        XDG_TOPLEVEL_ERROR_INVALID_RESIZE_EDGE.rawValue,
        "\(edges) is not an xdg_toplevel.resize_edge")
      return
    }
  }

  nonisolated(unsafe) private static let requests = implementation(
    xdg_toplevel_interface(
      destroy: destroyRequest,
      set_parent: { _, resource, parent in from(resource).setParent(parent) },
      set_title: { _, resource, title in
        from(resource).window.title = title.map { String(cString: $0) }
      },
      set_app_id: { _, resource, id in from(resource).window.appID = id.map { String(cString: $0) }
      },
      show_window_menu: { _, _, _, _, _, _ in },
      move: { _, _, _, _ in },
      resize: { _, resource, _, _, edges in from(resource).resize(edges: edges) },
      set_max_size: { _, resource, width, height in
        from(resource).setSizeLimit(width: width, height: height, maximum: true)
      },
      set_min_size: { _, resource, width, height in
        from(resource).setSizeLimit(width: width, height: height, maximum: false)
      },
      set_maximized: { _, _ in },
      unset_maximized: { _, _ in },
      set_fullscreen: { _, _, _ in },
      unset_fullscreen: { _, _ in },
      set_minimized: { _, _ in }))
}
