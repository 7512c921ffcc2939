import Touchway

/// A client's toplevel window (`xdg_toplevel`) as a `Window`: its surfaces, subsurfaces
/// and popups are ``SurfaceView``s, back to front, in ``contentView``.
///
/// The server adds the window to the application when the client maps it and removes it
/// when the client unmaps or destroys it. The compositor owns the window's place: set
/// `View/frame`'s origin (screen coordinates of the window geometry's top-left corner)
/// and `Window/windowLevel`, put your own views into it, or its surfaces into a view of
/// yours with ``contentView``. The size follows the client's window geometry; ask for
/// another with ``configure(_:)``.
public final class ClientWindow: Window {
  /// The client that owns the window.
  public let client: WaylandClient
  /// The title the client set (`xdg_toplevel.set_title`).
  public internal(set) var title: String?
  /// The application id the client set (`xdg_toplevel.set_app_id`).
  public internal(set) var appID: String?
  /// The window this one belongs to, such as a dialog's main window, while that is mapped
  /// (`xdg_toplevel.set_parent`).
  public internal(set) weak var parentWindow: ClientWindow?
  /// The smallest size the client can be drawn at; 0 means no limit.
  public internal(set) var minimumSize = Size.zero
  /// The largest size the client can be drawn at; 0 means no limit.
  public internal(set) var maximumSize = Size.zero
  /// Whether the client shows the window now.
  public private(set) var isMapped = false
  /// The window's mapped surfaces, back to front: the toplevel's surface with its
  /// subsurfaces, then its popups with theirs.
  public private(set) var surfaces: [SurfaceView] = []

  /// The toplevel's own surface, while the window is mapped: make it first responder to
  /// give the window the keyboard.
  public var mainSurface: SurfaceView? {
    isMapped ? toplevel?.xdgSurface.surface?.view : nil
  }

  /// The toplevel object, while it exists.
  weak var toplevel: XdgToplevel?
  /// Weak: the seat's touches hold their windows, and the compositor holds the seat.
  private weak var compositor: Compositor?
  private weak var customContentView: View?

  init(client: WaylandClient, compositor: Compositor) {
    self.client = client
    self.compositor = compositor
    super.init()
  }

  /// The view whose back-most subviews are the surfaces, in stacking order; the window
  /// itself unless you set a view of yours inside the window.
  ///
  /// A view of yours put here is on the surfaces' responder chain: touches a client does
  /// not handle pass through it on their way to the window. Surface frames are in its
  /// coordinates; keep its bounds over them, since a view hides points outside its bounds
  /// from its subviews.
  public var contentView: View {
    get { customContentView ?? self }
    set {
      customContentView = newValue === self ? nil : newValue
      for surface in surfaces { surface.removeFromSuperview() }
      arrange(surfaces)
    }
  }

  /// Asks the client to draw the window at a size and in states (`xdg_toplevel.configure`);
  /// the window's `View/frame` follows once the client commits.
  public func configure(_ configuration: ToplevelConfiguration) {
    toplevel?.configure(configuration)
  }

  /// Asks the client to close the window (`xdg_toplevel.close`); it may refuse.
  public func close() {
    toplevel?.close()
  }

  /// Sends the frame callbacks of the window's surfaces: call it once you have drawn them.
  ///
  /// - Parameter time: the time the frame was shown, in seconds; clients see it in
  ///   milliseconds.
  public func sendFrameCallbacks(time: TimeInterval) {
    for view in surfaces { view.surface?.sendFrameCallbacks(milliseconds: milliseconds(time)) }
    updateOutputs()
  }

  /// A point is inside when it is in the window geometry or in any surface, which may
  /// stick out of it (a shadow, a popup).
  public override func point(inside point: Point, with event: TouchEvent?) -> Bool {
    if bounds.contains(point) { return true }
    let local = contentView === self ? point : contentView.convert(point, from: self)
    return surfaces.contains { $0.frame.contains(local) }
  }

  func map() {
    isMapped = true
    layout()
    compositor?.windowMapped(self)
    updateOutputs()
  }

  func unmap() {
    isMapped = false
    layout()
    compositor?.windowUnmapped(self)
  }

  /// Places the mapped surfaces: the toplevel's tree with its geometry's corner at the
  /// window's origin, each popup's tree at its place, and makes them the views.
  func layout() {
    guard isMapped, let root = toplevel?.xdgSurface else {
      arrange([])
      return
    }
    let geometry = root.effectiveGeometry
    frame = Rect(origin: frame.origin, size: geometry.size)
    var placed: [SurfaceView] = []
    place(root, at: .zero, into: &placed)
    arrange(placed)
  }

  private func place(_ xdgSurface: XdgSurface, at corner: Point, into placed: inout [SurfaceView]) {
    guard xdgSurface.isMapped, let surface = xdgSurface.surface else { return }
    let geometry = xdgSurface.effectiveGeometry
    surface.forEachMapped(at: corner.offsetBy(dx: -geometry.minX, dy: -geometry.minY)) {
      surface, origin in
      surface.view.place(
        Rect(origin: origin, size: surface.size), inputRegion: surface.current.inputRegion)
      placed.append(surface.view)
    }
    for popup in xdgSurface.popups where !popup.isDismissed {
      place(
        popup.xdgSurface, at: corner.offsetBy(dx: popup.geometry.minX, dy: popup.geometry.minY),
        into: &placed)
    }
  }

  /// Makes `views` the surface views, back to front at the back of the content view.
  /// Views that leave are removed (their touches are cancelled and their client told
  /// nothing more); views that stay keep their touches while they are reordered.
  private func arrange(_ views: [SurfaceView]) {
    for view in surfaces where !views.contains(where: { $0 === view }) {
      view.leaveWindow()
    }
    surfaces = views
    let container = contentView
    for (index, view) in views.enumerated() {
      if index < container.subviews.count && container.subviews[index] === view { continue }
      if index == 0 {
        if let first = container.subviews.first, view.superview === container {
          container.insertSubview(view, belowSubview: first)
        } else {
          container.insertSubview(view, at: 0)
        }
      } else {
        container.insertSubview(view, aboveSubview: views[index - 1])
      }
    }
  }

  /// Sends `wl_surface.enter` and `leave` as the surfaces come onto and leave outputs.
  private func updateOutputs() {
    guard let outputs = compositor?.outputs else { return }
    for view in surfaces {
      view.surface?.updateOutputs(outputs, screenFrame: view.screenFrame)
    }
  }
}
