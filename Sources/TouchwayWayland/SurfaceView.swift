import Touchway

/// A client surface as a view: where the surface is in its window, what part of it takes
/// input, its pixels, and the responder that sends its touches to the client.
///
/// The server makes, places and removes surface views; a compositor reads them to draw
/// (``withContents(_:)``, ``screenFrame``) and may treat them as any other view. Bounds are
/// in surface coordinates, so a touch's `Touch/location(in:)` with the view is what the
/// client receives.
///
/// Touches: if the client has a `wl_touch`, the view sends it each touch that began on it
/// (`down`, `motion`, `up`, and `cancel` when the seat cancels one) and keeps them from
/// the rest of the responder chain. If the client has none, the view passes its touches on
/// to `Responder/next`, like any view that does not handle them. Presses (keys) that reach
/// the view as first responder go the same way, to `wl_keyboard`: the view is the
/// `KeyboardFocusTarget` of the seat's ``WaylandKeyboard``.
///
/// A client with a `touchway_responder_v1` for the surface sets the view's
/// `isExclusiveTouch`, `isMultipleTouchEnabled` and `isUserInteractionEnabled` and its
/// ``gestureExclusion``; a touch it declines goes on to `next` as if that had been hit
/// first (`Seat.handOff(_:to:)`).
public final class SurfaceView: View {
  /// The client that owns the surface.
  public let client: WaylandClient
  /// The surface; `nil` once the client destroyed it.
  weak var surface: Surface?
  /// Weak: the seat's touches hold their views, so a strong reference would be a cycle
  /// through the seat.
  weak var seat: WaylandSeat?
  /// The input region in surface coordinates; `nil` takes input everywhere.
  public private(set) var inputRegion: Region?
  /// Where the client asked that system gestures (recognizers with a
  /// `GestureRecognizer.systemGesture`) never see a touch that begins, in surface
  /// coordinates.
  public private(set) var gestureExclusion = Region()
  /// The compositor's values of the flags the client replaced, kept to set back.
  private var compositorFlags = ResponderState()

  init(client: WaylandClient, seat: WaylandSeat) {
    self.client = client
    self.seat = seat
    super.init()
  }

  /// Calls `body` with the pixels the surface shows now, or returns `nil` if it has none
  /// to read (no buffer, a destroyed one, or one that is not shared memory).
  ///
  /// The pixels are the client's shared memory, valid only inside `body`
  /// (`wl_shm_buffer_begin_access` guards the read against the client shrinking it).
  public func withContents<Result>(_ body: (SurfaceContents) throws -> Result) rethrows -> Result? {
    guard let surface, let buffer = surface.current.buffer else { return nil }
    return try buffer.withContents(
      scale: surface.current.scale, transform: surface.current.transform, body)
  }

  /// The view's rectangle in screen coordinates.
  public var screenFrame: Rect {
    Rect(origin: convert(toScreen: bounds.origin), size: bounds.size)
  }

  /// Only the input region inside the surface takes touches and the pointer.
  public override func point(inside point: Point, with event: TouchEvent?) -> Bool {
    bounds.contains(point) && (inputRegion?.contains(point) ?? true)
  }

  /// System gestures do not see touches that begin in the ``gestureExclusion``.
  public override func gestureRecognizer(
    _ recognizer: GestureRecognizer, shouldReceive touch: Touch
  ) -> Bool {
    recognizer.systemGesture == nil || !gestureExclusion.contains(touch.location(in: self))
  }

  /// Sends the touches to the client, and gives its window's main surface the keyboard
  /// focus (`Application/focusFollowsTouch(in:)`).
  public override func touchesBegan(_ touches: TouchSet, with event: TouchEvent) {
    if let main = (window as? ClientWindow)?.mainSurface {
      window?.application?.focusFollowsTouch(in: main)
    }
    if seat?.sendDown(touches, on: self, with: event) != true {
      super.touchesBegan(touches, with: event)
    }
  }

  public override func touchesMoved(_ touches: TouchSet, with event: TouchEvent) {
    let others = seat?.sendMotion(touches, on: self, with: event) ?? touches
    if !others.isEmpty { super.touchesMoved(others, with: event) }
  }

  public override func touchesEnded(_ touches: TouchSet, with event: TouchEvent) {
    let others = seat?.sendUp(touches, on: self, with: event) ?? touches
    if !others.isEmpty { super.touchesEnded(others, with: event) }
  }

  public override func touchesCancelled(_ touches: TouchSet, with event: TouchEvent) {
    let others = seat?.sendCancel(touches, on: self, with: event) ?? touches
    if !others.isEmpty { super.touchesCancelled(others, with: event) }
  }

  /// A toplevel's main surface takes keyboard focus as first responder; its subsurfaces
  /// and popups do not.
  public override var canBecomeFirstResponder: Bool {
    surface?.xdgSurface?.toplevel != nil
  }

  /// Sends the keys to the client if it has a `wl_keyboard`, else passes them on.
  public override func pressesBegan(_ presses: PressSet, with event: PressEvent) {
    if seat?.sendKeysDown(presses, on: self) != true { super.pressesBegan(presses, with: event) }
  }

  public override func pressesEnded(_ presses: PressSet, with event: PressEvent) {
    if seat?.sendKeysUp(presses, on: self) != true { super.pressesEnded(presses, with: event) }
  }

  public override func pressesCancelled(_ presses: PressSet, with event: PressEvent) {
    if seat?.sendKeysUp(presses, on: self) != true { super.pressesCancelled(presses, with: event) }
  }

  /// Moves the view to `frame` (in its window's content view) with the surface's input
  /// region.
  func place(_ frame: Rect, inputRegion: Region?) {
    self.frame = frame
    self.inputRegion = inputRegion
  }

  /// Applies what the client committed through its responder object.
  func apply(_ state: ResponderState) {
    if state.reverts {
      compositorFlags.setFlags(on: self)
      compositorFlags = ResponderState()
      gestureExclusion = Region()
    }
    compositorFlags.keepFlags(of: self, setIn: state)
    state.setFlags(on: self)
    if let region = state.gestureExclusion { gestureExclusion = region }
  }

  /// Takes the view out of its window. Its touches are cancelled in the seat, and the
  /// client is told nothing more about them.
  func leaveWindow() {
    client.touchPoints.silence(on: self)
    seat?.surfaceLeft(self)
    removeFromSuperview()
  }
}
