internal import CWlroots
import Touchway

/// What the seat keeps about one client, as `wlr_seat_client` does for wlroots: the touch
/// points the client was sent a `down` for, with the ids it knows them by.
///
/// wlroots keys its touch points by one id across the seat; a client is told its own ids
/// instead, the lowest it has free, so it learns nothing of other clients' fingers.
final class SeatClient {
  /// One point of the client: its touch, the id wlroots keys it by, the id the client
  /// knows, and whether
  /// it was silenced: ended by `wl_touch.cancel` or declined, so the client hears no more of it.
  struct Point {
    let touch: Touch
    let seatID: Int32
    let clientID: Int32
    unowned let view: SurfaceView
    var isSilenced = false
    /// The serial of the point's `down`, which a `decline` must name.
    var serial: UInt32 = 0
    /// wlroots' record of the point, once the seat's own grab has sent its `down`; it lives
    /// until the point's `up`. A motion sent while that grab is the seat's updates it
    /// directly (`WaylandSeat`).
    var wlrPoint: UnsafeMutablePointer<wlr_touch_point>? = nil
  }

  let pointer: UnsafeMutablePointer<wlr_seat_client>
  /// Whether `pointer` is still there: views keep the record of their client (a surface
  /// has one client for its life), and a client can drop its seat while its surfaces stay.
  @exclusivity(unchecked) private(set) var isAlive = true
  @exclusivity(unchecked) var points: ContiguousArray<Point> = []
  /// Where ``index(of:)`` starts looking.
  @exclusivity(unchecked) private var searchStart = 0
  /// The highest id the client was ever sent.
  private(set) var highestID: Int32 = -1
  private var destroyListener: Listener?

  init(_ pointer: UnsafeMutablePointer<wlr_seat_client>, destroyed: @escaping () -> Void) {
    self.pointer = pointer
    points.reserveCapacity(10)
    destroyListener = Listener(signal(pointer, \.events.destroy)) { [unowned self] _ in
      isAlive = false
      // The signal goes with the wlr_seat_client; this record may stay with its views.
      destroyListener?.remove()
      destroyed()
    }
  }

  /// Whether the client has a `wl_touch`: one that has none does not take touches.
  var acceptsTouch: Bool { wl_list_empty(&pointer.pointee.touches) == 0 }

  /// Adds a point for `touch`, with the lowest id the client has free; returns its index.
  func begin(_ touch: Touch, seatID: Int32, on view: SurfaceView) -> Int {
    var id: Int32 = 0
    while points.contains(where: { $0.clientID == id }) { id += 1 }
    points.append(Point(touch: touch, seatID: seatID, clientID: id, view: view))
    highestID = max(highestID, id)
    return points.count - 1
  }

  /// The index of `touch`'s point, if the client has one.
  ///
  /// The search starts after the point found last and wraps around: the seat delivers
  /// touches in the order they began, which is the order of the points, so a frame's
  /// searches each find their point at the first place they look.
  func index(of touch: Touch) -> Int? {
    let count = points.count
    var index = searchStart < count ? searchStart : 0
    for _ in 0..<count {
      if points[index].touch === touch {
        searchStart = index + 1
        return index
      }
      index = index + 1 == count ? 0 : index + 1
    }
    return nil
  }

  /// The index of the point wlroots knows as `seatID`.
  func index(ofSeatID seatID: Int32) -> Int? {
    points.firstIndex { $0.seatID == seatID }
  }

  func remove(at index: Int) {
    points.remove(at: index)
  }

  /// Nothing more is sent for the point at `index`: the client declined it.
  func silence(at index: Int) {
    points[index].isSilenced = true
  }

  /// Nothing more is sent for any point: `wl_touch.cancel` ended them all.
  func silenceAll() {
    for index in points.indices { points[index].isSilenced = true }
  }

  /// Calls `body` with each of the client's `wl_touch` resources.
  func forEachTouchResource(_ body: (OpaquePointer) -> Void) {
    Self.forEachTouchResource(of: pointer, body)
  }

  /// Calls `body` with each `wl_touch` resource of the client `pointer`: for the grab,
  /// which has the `wlr_seat_client` at hand.
  static func forEachTouchResource(
    of pointer: UnsafeMutablePointer<wlr_seat_client>, _ body: (OpaquePointer) -> Void
  ) {
    forEachResource(in: &pointer.pointee.touches) { resource in
      // wlroots keeps the wl_touch of a seat that lost its touch capability, inert.
      if wl_resource_get_user_data(resource) != nil { body(resource) }
    }
  }
}
