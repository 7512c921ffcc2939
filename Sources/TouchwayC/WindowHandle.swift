import CTouchway
import CWlroots
import Touchway
import TouchwayWayland

/// A `touchway_window`: a Touchway window while it lives, its place in the seat's
/// stacking, and the wlroots signals after which its surface is no longer there to read.
final class WindowHandle {
  /// What the window shows.
  enum Role {
    case xdg, xwayland, layer, compositor
  }

  let role: Role
  /// `nil` once inert: its surface unmapped or destroyed, or its seat destroyed.
  private(set) var window: Window?
  /// Held strongly, not weakly: a weak reference would give the seat a side table, and every
  /// retain of it (a lookup for each touch event) the runtime's slow path. The seat lets go
  /// of its handles when it is destroyed, and each handle of the seat when it is.
  let seat: SeatHandle
  private(set) var handle: OpaquePointer!
  /// The level the compositor set; the window's own level adds its place in the stacking.
  private var level: Int32 = 0
  /// The seat's node that places a client window made without a scene node.
  private var positionNode: UnsafeMutablePointer<wlr_scene_node>?
  /// The signals of the surface's unmap and destruction, of its role's, and of the
  /// compositor's scene node's destruction.
  private var gone: [Listener] = []

  /// Shows `window` on `seat`, in front of the others of its level; it goes inert after
  /// any of `lifetimeSignals`.
  private init(
    _ role: Role, window: Window, seat: SeatHandle,
    positionNode: UnsafeMutablePointer<wlr_scene_node>?,
    lifetimeSignals: [UnsafeMutablePointer<wl_signal>]
  ) throws(APIError) {
    self.role = role
    self.window = window
    self.seat = seat
    self.positionNode = positionNode
    handle = try Handles.register(self)
    gone = lifetimeSignals.map { Listener($0) { [unowned self] _ in becomeInert() } }
    seat.windowsByWindow[ObjectIdentifier(window)] = self
    seat.application.addWindow(window)
    seat.stacking.add(self)
  }

  /// A window for a client surface: drawn at `node`, or at a node of the seat's own that
  /// ``setPosition(x:y:)`` moves.
  static func client(
    _ role: Role, seat: SeatHandle, node: UnsafeMutablePointer<wlr_scene_node>?,
    surface: UnsafeMutablePointer<wlr_surface>,
    roleSignals: [UnsafeMutablePointer<wl_signal>],
    make: (WaylandSeat, UnsafeMutablePointer<wlr_scene_node>) -> SurfaceWindow
  ) throws(APIError) -> WindowHandle {
    guard let waylandSeat = seat.waylandSeat else { throw .invalidHandle }
    let positionNode = node == nil ? seat.makePositionNode() : nil
    let window = make(waylandSeat, node ?? positionNode!)
    // The compositor's node is read at every hit test: the window goes with it too.
    let nodeSignals = node.map { [signal($0, \.events.destroy)] } ?? []
    return try WindowHandle(
      role, window: window, seat: seat, positionNode: positionNode,
      lifetimeSignals: roleSignals + [signal(surface, \.events.destroy)] + nodeSignals)
  }

  /// A window of the compositor's own.
  static func compositor(seat: SeatHandle, frame: Rect) throws(APIError) -> WindowHandle {
    try WindowHandle(
      .compositor, window: Window(frame: frame), seat: seat, positionNode: nil,
      lifetimeSignals: [])
  }

  /// Takes the window out of the application (its touches are cancelled) for good.
  func becomeInert() {
    gone = []
    guard let window else { return }
    self.window = nil
    (window as? SurfaceWindow)?.emulatesPointer = false
    window.application?.removeWindow(window)
    seat.windowsByWindow[ObjectIdentifier(window)] = nil
    seat.stacking.remove(self)
    if let positionNode { wlr_scene_node_destroy(positionNode) }
    positionNode = nil
  }

  func destroy() {
    Handles.unregister(handle)
    becomeInert()
  }

  // MARK: Placement

  func setPosition(x: Int32, y: Int32) throws(APIError) {
    guard role != .compositor else { throw .unsupported }
    guard window != nil else { return }
    guard let positionNode else { throw .unsupported }
    wlr_scene_node_set_position(positionNode, x, y)
    (window as? SurfaceWindow)?.synchronize()
  }

  func setFrame(_ frame: Rect) throws(APIError) {
    guard role == .compositor else { throw .unsupported }
    try checkFinite(frame)
    window?.frame = frame
  }

  /// Whether the stacking orders this window: a layer window's layer orders it.
  var isStacked: Bool { role != .layer }

  func setLevel(_ level: Int32) throws(APIError) {
    guard isStacked else { throw .unsupported }
    guard (-1000...1000).contains(level) else { throw .invalidArgument }
    self.level = level
    seat.stacking.restack()
  }

  /// Sets the window's level: the compositor's, plus `order`, from 0 to 0.5, its place
  /// among the seat's stacked windows.
  func applyLevel(order: Double) {
    guard isStacked, let window else { return }
    let windowLevel = Double(level) + order
    if window.windowLevel != windowLevel { window.windowLevel = windowLevel }
  }

  // MARK: Properties

  func setPointerEmulation(_ enabled: Bool) throws(APIError) {
    guard role != .compositor else { throw .unsupported }
    (window as? SurfaceWindow)?.emulatesPointer = enabled
  }

  func add(_ view: ViewHandle) throws(APIError) {
    guard let window, let subview = view.view else { return }
    window.addSubview(subview)
  }

  func setName(_ name: String?) {
    window?.name = name
  }
}

/// Throws unless every number of `rect` is finite.
func checkFinite(_ rect: Rect) throws(APIError) {
  for value in [rect.minX, rect.minY, rect.width, rect.height] { _ = try checkedFinite(value) }
}
