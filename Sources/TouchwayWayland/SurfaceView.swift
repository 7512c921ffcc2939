public import CWlroots
import Touchway

/// A client's `wl_surface` as a view: touches that hit it go to the client over
/// `wl_touch`, in the surface's own coordinates.
///
/// A ``ClientWindow`` keeps one for each mapped surface of its tree — the toplevel's
/// surface, its subsurfaces and popups — at the position the scene shows it. Touches fall
/// through the surface outside its input region (R9). A client that has no `wl_touch`
/// does not handle touches: the view passes them on along the responder chain, to the
/// window and the application, where a compositor may emulate a pointer.
public final class SurfaceView: View {
  /// The wlroots surface.
  public let surface: UnsafeMutablePointer<wlr_surface>
  /// The seat, borrowed: how ``touchesMoved(_:with:)`` reaches it every frame, and what
  /// ``seat`` reads.
  private let seatLink: SeatLink
  /// The seat's record of the surface's client, kept from the first touch on: a surface
  /// has one client for its life, so the seat need not find it for every delivery.
  @exclusivity(unchecked) var seatClient: SeatClient?
  /// Where the client keeps system gestures from beginning (touchway-responder-v1), in
  /// the view's coordinates.
  var gestureExclusion = Region()
  /// The most a client's surfaces together may keep system gestures from, in points of
  /// length along each axis (the side edges' height, the top and bottom edges' width), as
  /// Android caps an app's exclusion at 200 dp of each edge: an app that excludes the whole
  /// screen, with one surface or many, would otherwise take the operator's back gesture
  /// away.
  public static let maximumGestureExclusion = 200.0
  /// The last placement of its window's views that placed it (`SurfaceViews`).
  var placement = 0
  /// The flags the client's touchway-responder-v1 replaced, to give back when it lets go.
  private var compositorFlags = ResponderState()
  private var destroyListener: Listener?

  /// A view for `surface` whose touches go to its client through `seat`. It takes several
  /// touches at once, as `wl_touch` does: a client that wants one at a time says so
  /// through touchway-responder-v1.
  ///
  /// ``ClientWindow`` makes these for xdg toplevel trees. A compositor with a shell of its
  /// own (a layer surface, a kiosk's full-screen role, a surface with no role) makes one
  /// for its `wlr_surface`, puts it in a window of its own, and keeps its `frame` where
  /// the surface is shown: hit testing, the responder chain and `wl_touch` work the same.
  /// The view leaves its superview when the surface is destroyed.
  public init(_ surface: UnsafeMutablePointer<wlr_surface>, seat: WaylandSeat) {
    self.surface = surface
    seatLink = seat.link
    super.init()
    // Traces name it as the client knows it.
    name = "wl_surface@\(wl_resource_get_id(surface.pointee.resource))"
    isMultipleTouchEnabled = true
    destroyListener = Listener(signal(surface, \.events.destroy)) { [unowned self] _ in
      // The core cancels what the surface had; the client hears `wl_touch.cancel`.
      removeFromSuperview()
      destroyListener = nil
    }
  }

  /// The seat the view's touches go through; reading it once the seat is gone traps, as an
  /// `unowned` reference would.
  var seat: WaylandSeat { seatLink.seat!.takeUnretainedValue() }

  /// Whether the surface's client takes its touches: it has a `wl_touch`
  /// (`wlr_surface_accepts_touch`), and the window does not emulate a pointer for every
  /// touch (an ``X11Window``'s). Otherwise the surface passes them on.
  public var clientTakesTouches: Bool {
    !seat.isInert && !passesEveryTouchOn && wlr_surface_accepts_touch(seat.wlrSeat, surface)
  }

  /// Whether the window turns every touch on the surface into pointer input.
  var passesEveryTouchOn: Bool { (window as? SurfaceWindow)?.emulatesEveryTouch == true }

  /// The surface's input region, within its bounds (`wlr_surface_point_accepts_input`).
  public override func point(inside point: Point, with event: TouchEvent?) -> Bool {
    // The bounds first, in Swift: most of a window's surfaces are not under the point, and
    // each would otherwise cost a call into wlroots.
    bounds.contains(point) && wlr_surface_point_accepts_input(surface, point.x, point.y)
  }

  /// A system gesture is kept from a touch in the exclusion, within the surface, if the
  /// seat's policy lets the surface exclude at all, and capped
  /// (``maximumGestureExclusion``) along the axis of the edges it pans from. The cap is the
  /// client's: its surfaces' exclusions together, so that more surfaces exclude no more.
  public override func gestureRecognizer(
    _ recognizer: GestureRecognizer, shouldReceive touch: Touch
  ) -> Bool {
    guard recognizer.systemGesture != nil else { return true }
    guard gestureExclusion.contains(touch.location(in: self)),
      seat.policy.seat(seat, mayExcludeSystemGesturesOn: self)
    else { return true }
    let edges = (recognizer as? ScreenEdgePanGestureRecognizer)?.edges ?? []
    let sides = edges.isEmpty || !edges.isDisjoint(with: [.left, .right])
    let ends = edges.isEmpty || !edges.isDisjoint(with: [.top, .bottom])
    let exclusion = clientGestureExclusion()
    let excluded = [(sides, true), (ends, false)].filter(\.0).allSatisfy { _, vertical in
      exclusion.capped(alongVertical: vertical, to: Self.maximumGestureExclusion)
        .contains(touch.locationInScreen)
    }
    return !excluded
  }

  /// The gesture exclusions of the client's surfaces that the seat's policy lets exclude,
  /// each within its surface, in screen coordinates. The policy is asked once a window: a
  /// client with thousands of subsurfaces costs a walk over them, not a policy call each.
  private func clientGestureExclusion() -> Region {
    let client = wl_resource_get_client(surface.pointee.resource)
    var exclusion = Region()
    for window in window?.application?.windows ?? [] {
      var mayExclude: Bool?
      var views: [View] = [window]
      while let view = views.popLast() {
        views += view.subviews
        guard let surfaceView = view as? SurfaceView, !surfaceView.gestureExclusion.isEmpty,
          wl_resource_get_client(surfaceView.surface.pointee.resource) == client
        else { continue }
        let allowed =
          mayExclude ?? seat.policy.seat(seat, mayExcludeSystemGesturesOn: surfaceView)
        mayExclude = allowed
        guard allowed else { break }
        exclusion.formUnion(
          surfaceView.gestureExclusion.clipped(
            to: surfaceView.bounds, movedBy: surfaceView.convert(toScreen: Point(x: 0, y: 0))))
      }
    }
    return exclusion
  }

  // A pen's touches go first to the tablet protocol (WaylandTablet), where the client
  // bound it; what is left goes over wl_touch.
  public override func touchesBegan(_ touches: TouchSet, with event: TouchEvent) {
    let touches = seat.tablet?.began(touches, on: self) ?? touches
    if !touches.isEmpty && !seat.sendDown(touches, on: self) {
      super.touchesBegan(touches, with: event)
    }
  }

  public override func touchesMoved(_ touches: TouchSet, with event: TouchEvent) {
    // Borrowed through the link: reading `seat` would retain and release it every frame.
    // A view that outlives its seat has no client to send to.
    guard let seat = seatLink.seat else { return }
    let others = seat._withUnsafeGuaranteedRef { seat in
      guard let tablet = seat.tablet, tablet.isSending else {
        return seat.sendMotion(touches, on: self)
      }
      return seat.sendMotion(tablet.moved(touches, on: self), on: self)
    }
    if let others, !others.isEmpty { super.touchesMoved(others, with: event) }
  }

  public override func touchesEnded(_ touches: TouchSet, with event: TouchEvent) {
    let others = seat.sendUp(seat.tablet?.ended(touches) ?? touches, on: self)
    if !others.isEmpty { super.touchesEnded(others, with: event) }
  }

  public override func touchesCancelled(_ touches: TouchSet, with event: TouchEvent) {
    let others = seat.sendCancel(seat.tablet?.ended(touches) ?? touches, on: self)
    if !others.isEmpty { super.touchesCancelled(others, with: event) }
  }

  /// A gesture recognizer took `touch` from the client: touchway-responder-v1 says which.
  func touchWasTaken(_ touch: Touch) {
    guard let gesture = touch.takingGesture else { return }
    seat.responderObjects[surface]?.sendTouchTaken(gesture)
  }

  /// Takes what the client last committed through touchway-responder-v1, on top of the
  /// compositor's own flags.
  func applyResponderState() {
    let state = seat.responderObjects[surface]?.current ?? ResponderState()
    compositorFlags.restoreFlags(on: self)
    compositorFlags = ResponderState()
    state.setFlags(on: self, keeping: &compositorFlags)
    gestureExclusion = state.gestureExclusion ?? Region()
  }

  /// Puts the view where its surface is, relative to its window, and says whether its
  /// input region is all of it: then hit tests need not ask wlroots (the usual case).
  func place(at origin: Point) {
    let (width, height) = (surface.pointee.current.width, surface.pointee.current.height)
    let frame = Rect(origin: origin, size: Size(width: Double(width), height: Double(height)))
    if self.frame != frame { self.frame = frame }
    var box = pixman_box32_t(x1: 0, y1: 0, x2: width, y2: height)
    answersPointInsideByBounds =
      pixman_region32_contains_rectangle(&surface.pointee.input_region, &box) == PIXMAN_REGION_IN
  }
}
