import Touchway

/// A `touchway_view`: a view of the compositor's own UI.
final class ViewHandle {
  /// `nil` once inert: its seat destroyed.
  private(set) var view: View?
  private(set) weak var seat: SeatHandle?
  private(set) var handle: OpaquePointer!

  init(seat: SeatHandle, frame: Rect) {
    view = View(frame: frame)
    self.seat = seat
    handle = Handles.register(self)
    seat.views[ObjectIdentifier(self)] = self
  }

  func destroy() {
    Handles.unregister(handle)
    seat?.views[ObjectIdentifier(self)] = nil
    seatWillGo()
  }

  /// Takes the view out of what it is in, for good.
  func seatWillGo() {
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
