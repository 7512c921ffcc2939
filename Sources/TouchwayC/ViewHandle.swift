import CWlroots
import Touchway
import TouchwayWayland

/// A `touchway_view`: a view of the compositor's own UI, or of a client surface.
final class ViewHandle {
  /// `nil` once inert: its seat destroyed, or its surface.
  private(set) var view: View?
  /// Held strongly, not weakly: a weak reference would give the seat a side table, and every
  /// retain of it (a lookup for each touch event) the runtime's slow path. The seat lets go
  /// of its handles when it is destroyed, and each handle of the seat when it is.
  let seat: SeatHandle
  private(set) var handle: OpaquePointer!
  /// A surface view's surface's destruction.
  private var surfaceDestroyed: Listener?

  private init(seat: SeatHandle, view: View) throws(APIError) {
    self.view = view
    self.seat = seat
    handle = try Handles.register(self)
    seat.views[ObjectIdentifier(self)] = self
  }

  /// A view of the compositor's own.
  convenience init(seat: SeatHandle, frame: Rect) throws(APIError) {
    try self.init(seat: seat, view: View(frame: frame))
  }

  /// A view whose touches go to `surface`'s client; inert once the surface is destroyed.
  convenience init(
    seat: SeatHandle, surface: UnsafeMutablePointer<wlr_surface>, waylandSeat: WaylandSeat
  ) throws(APIError) {
    try self.init(seat: seat, view: SurfaceView(surface, seat: waylandSeat))
    surfaceDestroyed = Listener(signal(surface, \.events.destroy)) { [unowned self] _ in
      seatWillGo()
    }
  }

  func destroy() {
    Handles.unregister(handle)
    seat.views[ObjectIdentifier(self)] = nil
    seatWillGo()
  }

  /// Takes the view out of what it is in, for good.
  func seatWillGo() {
    surfaceDestroyed = nil
    view?.removeFromSuperview()
    view = nil
  }

  func setFrame(_ frame: Rect) throws(APIError) {
    try checkFinite(frame)
    view?.frame = frame
  }

  func add(_ subview: ViewHandle) throws(APIError) {
    guard let view, let child = subview.view else { return }
    guard child !== view, !view.isDescendant(of: child) else { throw .invalidArgument }
    view.addSubview(child)
  }

  func removeFromSuperview() {
    view?.removeFromSuperview()
  }

  func setFlag(_ flag: UInt32, _ value: Bool) throws(APIError) {
    switch flag {
    case 0: view?.isUserInteractionEnabled = value
    case 1: view?.isHidden = value
    case 2: view?.isExclusiveTouch = value
    case 3: view?.isMultipleTouchEnabled = value
    default: throw .invalidArgument
    }
  }

  func setAlpha(_ alpha: Double) throws(APIError) {
    guard (0...1).contains(alpha) else { throw .invalidArgument }
    view?.alpha = alpha
  }

  func setName(_ name: String?) {
    view?.name = name
  }
}
