import CWlroots
import Touchway
import TouchwayWayland

/// wlr-layer-shell in the kiosk: panels and on-screen keyboards that run as clients, on
/// the main output, in front of the app (top, overlay) or behind it (background,
/// bottom). Their exclusive zones take space from the app: the toplevels are sized to
/// the ``usableArea`` that is left. A surface of a trusted client that asks for exclusive
/// keyboard interactivity gets keyboard focus while it is mapped.
final class KioskLayerShell {
  /// The part of the main output the layer surfaces leave to the app, in layout
  /// coordinates; changes call ``usableAreaChanged``.
  private(set) var usableArea = wlr_box()
  /// The usable area changed.
  var usableAreaChanged: () -> Void = {}
  /// A layer surface's window was mapped: it gets the system gestures.
  var windowMapped: (Window) -> Void = { _ in }
  /// Keyboard focus should move: to a layer surface that wants it, or back to the app.
  var keyboardFocusChanged: (UnsafeMutablePointer<wlr_surface>?) -> Void = { _ in }

  /// The layer surfaces a client may have at once: a panel, a dock, a keyboard and their
  /// like need a few; each costs the kiosk a scene tree, a window and a place in every
  /// arrangement, and 1,000 of them held 600 MB.
  static let maximumSurfacesPerClient = 32

  private unowned let compositor: KioskCompositor
  private var surfaces: [KioskLayerSurface] = []
  /// Surfaces gone since the last arrangement, taken out of ``surfaces`` all at once by it:
  /// a client's teardown of many costs one pass, not one each.
  private var gone: Set<ObjectIdentifier> = []
  private let quota = ClientQuota(maximumSurfacesPerClient, of: "layer surfaces")
  private let arrangeLater: IdleWork
  private var listeners: [Listener] = []
  private var focused: UnsafeMutablePointer<wlr_surface>?

  init(compositor: KioskCompositor) {
    self.compositor = compositor
    arrangeLater = IdleWork(loop: compositor.eventLoop)
    let shell = wlr_layer_shell_v1_create(compositor.display)!
    listeners.append(
      Listener(signal(shell, \.events.new_surface)) { [unowned self] data in
        added(data!.assumingMemoryBound(to: wlr_layer_surface_v1.self))
      })
  }

  private func added(_ layerSurface: UnsafeMutablePointer<wlr_layer_surface_v1>) {
    guard let output = compositor.mainOutput else {
      let namespace = layerSurface.pointee.namespace.map { String(cString: $0) } ?? ""
      logger.error("layer surface \(FileDiagnostic.escaped(namespace)): no output to show it on")
      wlr_layer_surface_v1_destroy(layerSurface)
      return
    }
    guard quota.take(for: wl_resource_get_client(layerSurface.pointee.resource)) else {
      wlr_layer_surface_v1_destroy(layerSurface)
      return
    }
    // A surface that names no output goes on the kiosk's.
    if layerSurface.pointee.output == nil { layerSurface.pointee.output = output.output }
    surfaces.append(KioskLayerSurface(layerSurface, shell: self, compositor: compositor))
  }

  func removed(_ surface: KioskLayerSurface) {
    quota.release(for: wl_resource_get_client(surface.layerSurface.pointee.resource))
    gone.insert(ObjectIdentifier(surface))
    setNeedsArrange()
  }

  /// Arranges the surfaces once the event loop has handled what is ready: after a
  /// client's teardown, not for each of its surfaces.
  func setNeedsArrange() {
    arrangeLater.schedule { [unowned self] in arrange() }
  }

  /// Places every surface: those with an exclusive zone first, layer by layer from the
  /// front, each taking its zone from the usable area; then the others, in what is left
  /// (or on the whole output for a zone of -1).
  func arrange() {
    if !gone.isEmpty {
      surfaces.removeAll { gone.contains(ObjectIdentifier($0)) }
      gone.removeAll()
    }
    let output = compositor.outputBox
    var usable = output
    let exclusive = surfaces.filter { $0.state.exclusive_zone > 0 }
    for surface in Self.frontToBack(exclusive) {
      surface.place(in: usable)
      LayerPlacement.exclude(surface.state, from: &usable)
    }
    for surface in surfaces where surface.state.exclusive_zone <= 0 {
      surface.place(in: surface.state.exclusive_zone < 0 ? output : usable)
    }
    updateKeyboardFocus()
    guard !Self.equal(usable, usableArea) else { return }
    usableArea = usable
    usableAreaChanged()
  }

  /// The output changed: everything is placed again.
  func outputChanged() {
    arrange()
  }

  /// Whether a layer surface holds the keyboard focus exclusively.
  var holdsKeyboardExclusively: Bool { focused != nil }

  /// Gives the keyboard focus to the last surface that asks for it exclusively, of a
  /// trusted client (``ClientTrust``): a client that got layer-shell as part of the app's
  /// process tree and left it gets no keys.
  private func updateKeyboardFocus() {
    let wanted = surfaces.last { $0.wantsKeyboard && $0.isTrusted }?.layerSurface.pointee.surface
    guard wanted != focused else { return }
    focused = wanted
    keyboardFocusChanged(wanted)
  }

  private static func frontToBack(_ surfaces: [KioskLayerSurface]) -> [KioskLayerSurface] {
    surfaces.enumerated().sorted {
      (-Int($0.element.state.layer.rawValue), $0.offset)
        < (-Int($1.element.state.layer.rawValue), $1.offset)
    }.map(\.element)
  }

  private static func equal(_ a: wlr_box, _ b: wlr_box) -> Bool {
    (a.x, a.y, a.width, a.height) == (b.x, b.y, b.width, b.height)
  }
}
