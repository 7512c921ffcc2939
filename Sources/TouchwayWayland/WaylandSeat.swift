public import CWlroots
import Touchway

/// The adapter between a wlroots seat and Touchway's: touches are hit-tested and delivered
/// by the core `Seat` with UIKit's semantics, and reach clients through the `wlr_seat`.
///
/// Feed its core ``seat`` input frames with `Seat.process(_:)` (one per libinput
/// `TOUCH_FRAME`, or per replayed frame) and fire its timers with `Seat.advance(to:)` at
/// `Seat.nextDeadline`. Whatever feeds the core seat, each frame it ends sends one
/// `wl_touch.frame` to every client it sent something. A touch whose hit
/// view is a ``SurfaceView`` of a client with a `wl_touch` goes to that client: a `down`
/// through `wlr_seat_touch_notify_down`, in the surface's coordinates, then `motion` and
/// `up`.
/// Each client knows its points by its own ids, the lowest it has free.
///
/// Everything runs on the thread of the display's event loop; nothing here takes locks.
public final class WaylandSeat {
  /// The core seat: hit tests, gesture recognizers, responder chains.
  public let seat: Seat
  /// The wlroots seat clients see. It goes with its display (`wl_display_destroy`), and
  /// this seat may outlive it: from then on the seat sends nothing (``isInert``), and the
  /// pointer must not be used.
  public let wlrSeat: UnsafeMutablePointer<wlr_seat>
  /// Whether ``wlrSeat`` was destroyed: the core seat goes on delivering to the
  /// compositor's own views, and nothing reaches wlroots or a client.
  public private(set) var isInert = false
  /// Decides what the compositor does around touches that are not a client's own business.
  public var policy: WaylandSeatPolicy = DefaultSeatPolicy()
  /// The pointer the seat's windows emulate for clients that take no touches.
  public private(set) lazy var emulatedPointer = EmulatedPointer(seat: self)

  @exclusivity(unchecked) var clients: [UnsafeMutablePointer<wlr_seat_client>: SeatClient] = [:]
  /// How the surface views reach the seat on the motion path.
  let link = SeatLink()
  @exclusivity(unchecked) private var grab: TouchGrab?
  private var wlrSeatDestroyed: Listener?
  /// The xdg popups that grab the seat, whose touch grab the seat's own stands in for.
  let popupGrabs: PopupGrabs
  private var responderManager: ResponderManager?
  /// The tablet protocol, once served (``serveTabletProtocol(on:name:)``).
  var tablet: WaylandTablet?
  /// The surfaces' touchway_responder_v1 objects, one at most for each: the seat's own, as
  /// every compositor (a process may run several) has its own clients.
  var responderObjects: [UnsafeMutablePointer<wlr_surface>: ResponderObject] = [:]
  @exclusivity(unchecked) private var nextSeatID: Int32 = 0
  /// The client point a `wlr_seat_touch_notify_*` call is for: wlroots calls the grab from
  /// inside it, and the grab takes the point from here instead of looking it up.
  @exclusivity(unchecked) private var sending: Sending?

  /// A point of a client, for the length of one `wlr_seat_touch_notify_*` call, with what
  /// the grab sends for it copied out: a motion or an up reads no `SeatClient`. The caller
  /// holds the client, so the grab borrows it without retaining it.
  private struct Sending {
    let client: Unmanaged<SeatClient>
    let index: Int
    let seatClient: UnsafeMutablePointer<wlr_seat_client>
    let seatID: Int32
    let clientID: Int32
    let isSilenced: Bool

    // Inlined: as a call, it copied the point out of the array (a retain of its touch and
    // of its view) to read three numbers.
    @inline(__always)
    init(_ client: SeatClient, _ index: Int) {
      self.client = .passUnretained(client)
      self.index = index
      seatClient = client.pointer
      seatID = client.points[index].seatID
      clientID = client.points[index].clientID
      isSilenced = client.points[index].isSilenced
    }

    /// Whether wlroots calls the grab for this point: the same client and seat id.
    func isSent(as point: UnsafeMutablePointer<wlr_touch_point>) -> Bool {
      point.pointee.client == seatClient && point.pointee.touch_id == seatID
    }
  }

  /// Routes `wlrSeat`'s touches through a new core seat of `application`, and guards its
  /// display against the requests of hostile clients that wlroots 0.15 does not survive
  /// (`touchway_guard_protocol`, docs/hostile-clients.md): every embedder gets them.
  public init(_ wlrSeat: UnsafeMutablePointer<wlr_seat>, application: Application) {
    self.wlrSeat = wlrSeat
    if !touchway_guard_protocol(wlrSeat.pointee.display) {
      log.error("the display's protocol guards could not be set up: out of memory")
    }
    seat = Seat(application: application)
    popupGrabs = PopupGrabs(seat: wlrSeat)
    grab = TouchGrab(seat: wlrSeat, owner: self)
    // Each frame the core seat ends sends one wl_touch.frame to every client it sent
    // something. Through the seat's own hook, not as an observer: the seat holds its
    // observers weakly, and a weakly referenced object keeps its reference counts in a side
    // table, where each retain and release takes the runtime's slow path.
    seat.frameEndHandler = FrameEndHandler(
      { WaylandSeat.endFrame(of: $0!.assumingMemoryBound(to: wlr_seat.self)) },
      context: UnsafeMutableRawPointer(wlrSeat))
    link.attach(self)
    wlrSeatDestroyed = Listener(signal(wlrSeat, \.events.destroy)) { [unowned self] _ in
      // wlroots emits the signal so that a listener may remove itself.
      wlrSeatDestroyed = nil
      isInert = true
      // Frames end with no call into wlroots; clients are found through the wlr_seat
      // (`seatClient(of:)`), so none is found, and nothing is sent.
      seat.frameEndHandler = nil
    }
  }

  deinit {
    link.attach(nil)
  }

  // MARK: The responder side of SurfaceView

  /// Sends `down` for `touches` to the client of `view`; false if the client takes no
  /// touches, so the view passes them on.
  func sendDown(_ touches: TouchSet, on view: SurfaceView) -> Bool {
    guard !view.passesEveryTouchOn, let client = client(of: view), client.acceptsTouch else {
      return false
    }
    let origin = view.convert(toScreen: .zero)
    for touch in touches {
      // As a popup's grab would: a touch on another client closes the popups, and is not
      // that client's.
      if popupGrabs.closePopups(unlessOf: client.pointer.pointee.client) { continue }
      let location = Self.location(of: touch, atOrigin: origin)
      movePointer(to: location, on: view, of: client, time: touch.timestamp)
      let seatID = freeSeatID()
      let index = client.begin(touch, seatID: seatID, on: view)
      let serial = sending(client, index) {
        wlr_seat_touch_notify_down(
          wlrSeat, view.surface, milliseconds(touch.timestamp), seatID, location.x, location.y)
      }
      guard let index = client.index(ofSeatID: seatID) else { continue }
      // Another grab (a drag's) decides for itself: the serial is the return value, 0 if
      // it sent nothing.
      if serial == 0 { client.remove(at: index) } else { client.points[index].serial = serial }
    }
    policy.seat(self, didTouchDownOn: view)
    return true
  }

  /// Sends `motion` for the touches the client of `view` has; returns the others, `nil` if
  /// there are none.
  // `nil` rather than an empty set: the caller released an empty set's storage every frame.
  // Inlined into the view's `touchesMoved`, its one caller: one call fewer a frame.
  @inline(__always)
  func sendMotion(_ touches: TouchSet, on view: SurfaceView) -> TouchSet? {
    // Borrowed, not retained: the view holds its client's record throughout.
    guard let client = existingClientUnretained(of: view) else { return touches }
    return client._withUnsafeGuaranteedRef { sendMotion(touches, on: view, to: $0) }
  }

  // Inlined with the one above.
  @inline(__always)
  private func sendMotion(_ touches: TouchSet, on view: SurfaceView, to client: SeatClient)
    -> TouchSet?
  {
    // Where the view is on the screen, once for all its touches: the view does not move
    // while the seat delivers. (A literal, not `.zero`: reading the static ran its lazy
    // initialization check.)
    let origin = view.convert(toScreen: Point(x: 0, y: 0))
    // The touches of a frame usually share its time: converted once.
    var time = (seconds: TimeInterval.nan, milliseconds: UInt32(0))
    // While the seat's own grab is the wlr_seat's (no drag grab), a motion does
    // here what `wlr_seat_touch_notify_motion` and the grab would: no search of wlroots'
    // points, no two calls, per finger.
    let direct = ownsTouchGrab
    if direct { clock_gettime(CLOCK_MONOTONIC, &wlrSeat.pointee.last_event) }
    // A motion ends no point, so the others are told apart in the same pass, and searched
    // for again only if there are any.
    var missed = false
    for position in touches.indices {
      // Each touch is read where the set holds it and never named: a named touch stayed
      // retained across the call into wlroots.
      guard let index = client.index(of: touches[position]) else {
        missed = true
        continue
      }
      guard !client.points[index].isSilenced else { continue }
      if touches[position].timestamp != time.seconds {
        time = (touches[position].timestamp, milliseconds(touches[position].timestamp))
      }
      let location = Self.location(of: touches[position], atOrigin: origin)
      if direct, let point = client.points[index].wlrPoint {
        (point.pointee.sx, point.pointee.sy) = (location.x, location.y)
        Self.sendMotion(
          to: client.pointer, time: time.milliseconds, id: client.points[index].clientID,
          x: location.x, y: location.y)
        continue
      }
      // Where the grab finds the point; nothing calls the grab between two fingers, so the
      // record is cleared once, after the last.
      sending = Sending(client, index)
      wlr_seat_touch_notify_motion(
        wlrSeat, time.milliseconds, client.points[index].seatID, location.x, location.y)
    }
    sending = nil
    return missed ? Self.touches(of: touches, notIn: client) : nil
  }

  /// Calls `notify`, a `wlr_seat_touch_notify_*` call for the point at `index` of
  /// `client`, with that point where the grab finds it.
  private func sending<Result>(_ client: SeatClient, _ index: Int, _ notify: () -> Result)
    -> Result
  {
    sending = Sending(client, index)
    defer { sending = nil }
    return notify()
  }

  /// Sends `up` for the touches the client of `view` has; returns the others.
  func sendUp(_ touches: TouchSet, on view: SurfaceView) -> TouchSet {
    forEachPoint(of: touches, on: view) { client, index, touch in
      end(client, index, time: touch.timestamp)
    }
  }

  /// Ends the point at `index` in wlroots (the grab sends `up` unless it is silenced) and
  /// forgets it.
  private func end(_ client: SeatClient, _ index: Int, time: TimeInterval) {
    let (touch, seatID) = (client.points[index].touch, client.points[index].seatID)
    sending(client, index) { wlr_seat_touch_notify_up(wlrSeat, milliseconds(time), seatID) }
    if let index = client.index(of: touch) { client.remove(at: index) }
  }

  /// Ends the touches the client of `view` has with `wl_touch.cancel`, which ends all of
  /// the client's points (wlroots drops them all, and sends nothing more for them), so the
  /// core seat cancels the client's other touches too; returns the touches that are not
  /// the client's.
  func sendCancel(_ touches: TouchSet, on view: SurfaceView) -> TouchSet {
    forEachPoint(of: touches, on: view) { client, index, touch in
      if !client.points[index].isSilenced {
        view.touchWasTaken(touch)
        wlr_seat_touch_notify_cancel(wlrSeat, view.surface)
        seat.cancelTouches { [unowned client] in client.index(of: $0) != nil }
      }
      // The cancels of the client's other touches removed their points: the index may
      // have moved.
      if let index = client.index(of: touch) { client.remove(at: index) }
    }
  }

  /// Calls `body` with each of `touches` that the client of `view` has a point for, and
  /// the point's index; returns the others, told apart before `body` ends any points.
  private func forEachPoint(
    of touches: TouchSet, on view: SurfaceView, _ body: (SeatClient, Int, Touch) -> Void
  ) -> TouchSet {
    guard let client = existingClient(of: view) else { return touches }
    let others = Self.touches(of: touches, notIn: client)
    for touch in touches {
      if let index = client.index(of: touch) { body(client, index, touch) }
    }
    return others
  }

  /// The touches that are not the client's points; allocates only for a mix of both.
  private static func touches(of touches: TouchSet, notIn client: SeatClient) -> TouchSet {
    let isOthers = { (touch: Touch) in client.index(of: touch) == nil }
    switch touches.count(where: isOthers) {
    case 0: return TouchSet()
    case touches.count: return touches
    default: return TouchSet(touches.filter(isOthers))
    }
  }

  // MARK: The grab: wlroots asks how to send what the seat was told

  func grabDown(_ point: UnsafeMutablePointer<wlr_touch_point>, time: UInt32) -> UInt32 {
    // Only a down the seat is sending goes to a client: the point was just added.
    guard let sending, sending.isSent(as: point), let surface = point.pointee.surface else {
      return 0
    }
    let serial = wlr_seat_client_next_serial(sending.seatClient)
    sending.client._withUnsafeGuaranteedRef { client in
      client.points[sending.index].serial = serial
      client.points[sending.index].wlrPoint = point
    }
    let (x, y) = (wl_fixed_from_double(point.pointee.sx), wl_fixed_from_double(point.pointee.sy))
    SeatClient.forEachTouchResource(of: sending.seatClient) {
      wl_touch_send_down($0, serial, time, surface.pointee.resource, sending.clientID, x, y)
    }
    sending.seatClient.pointee.needs_touch_frame = true
    return serial
  }

  // Inlined into the grab's C callback: it runs for every finger of every motion frame.
  @inline(__always)
  func grabMotion(_ point: UnsafeMutablePointer<wlr_touch_point>, time: UInt32) {
    guard let (seatClient, id) = livePoint(point) else { return }
    Self.sendMotion(to: seatClient, time: time, id: id, x: point.pointee.sx, y: point.pointee.sy)
  }

  /// `wl_touch.motion` of the client's point `id` at (x, y), surface-local, to every
  /// `wl_touch` of `seatClient`, which then needs a frame.
  @inline(__always)
  private static func sendMotion(
    to seatClient: UnsafeMutablePointer<wlr_seat_client>, time: UInt32, id: Int32, x: Double,
    y: Double
  ) {
    let (x, y) = (wl_fixed_from_double(x), wl_fixed_from_double(y))
    SeatClient.forEachTouchResource(of: seatClient) {
      TouchResource(resource: $0).sendMotion(time: time, id: id, x: x, y: y)
    }
    seatClient.pointee.needs_touch_frame = true
  }

  /// Ends a frame for the clients of `seat`. The default grab (this seat's, or wlroots'
  /// own) would send each client it sent something one `wl_touch.frame`, which is done
  /// here directly; a drag's grab decides for itself.
  // Inlined into the seat's frame-end hook.
  @inline(__always)
  static func endFrame(of seat: UnsafeMutablePointer<wlr_seat>) {
    if seat.pointee.touch_state.grab == seat.pointee.touch_state.default_grab {
      sendFrames(of: seat)
    } else {
      wlr_seat_touch_notify_frame(seat)
    }
  }

  /// `wlr_seat_touch_send_frame`, posting through ``TouchResource``: one `wl_touch.frame`
  /// to each client of `seat` that needs one.
  // Inlined into the frame end and the grab's frame.
  @inline(__always)
  static func sendFrames(of seat: UnsafeMutablePointer<wlr_seat>) {
    forEachClient(of: seat) { seatClient in
      guard seatClient.pointee.needs_touch_frame else { return }
      SeatClient.forEachTouchResource(of: seatClient) { TouchResource(resource: $0).sendFrame() }
      seatClient.pointee.needs_touch_frame = false
    }
  }

  func grabUp(_ point: UnsafeMutablePointer<wlr_touch_point>, time: UInt32) {
    guard let (seatClient, id) = livePoint(point) else { return }
    let serial = wlr_seat_client_next_serial(seatClient)
    SeatClient.forEachTouchResource(of: seatClient) { wl_touch_send_up($0, serial, time, id) }
    seatClient.pointee.needs_touch_frame = true
  }

  func grabCancel(_ surface: UnsafeMutablePointer<wlr_surface>) {
    guard let resource = surface.pointee.resource,
      let seatClient = wlr_seat_client_for_wl_client(wlrSeat, wl_resource_get_client(resource)),
      let client = clients[seatClient]
    else { return }
    client.forEachTouchResource { wl_touch_send_cancel($0) }
    client.silenceAll()
    // The cancel discards what a frame would have completed.
    seatClient.pointee.needs_touch_frame = false
  }

  /// The client of the point wlroots calls the grab for and the id the client knows it by,
  /// unless the point was silenced: the point being sent, else (a grab that is not the
  /// seat's sends) the one looked up.
  // Inlined into the grab's motion and up, which run for every finger; the lookup is not.
  @inline(__always)
  private func livePoint(_ point: UnsafeMutablePointer<wlr_touch_point>) -> (
    UnsafeMutablePointer<wlr_seat_client>, Int32
  )? {
    if let sending, sending.isSent(as: point) {
      return sending.isSilenced ? nil : (sending.seatClient, sending.clientID)
    }
    return lookedUpLivePoint(point)
  }

  private func lookedUpLivePoint(_ point: UnsafeMutablePointer<wlr_touch_point>) -> (
    UnsafeMutablePointer<wlr_seat_client>, Int32
  )? {
    guard let client = clients[point.pointee.client],
      let index = client.index(ofSeatID: point.pointee.touch_id),
      !client.points[index].isSilenced
    else { return nil }
    return (client.pointer, client.points[index].clientID)
  }

  // MARK: Clients

  /// Whether the seat's own grab is the `wlr_seat`'s touch grab now.
  @inline(__always)
  private var ownsTouchGrab: Bool {
    guard let grab else { return false }
    return wlrSeat.pointee.touch_state.grab == grab.grab
  }

  /// ``existingClient(of:)``, not retained: the view holds it.
  private func existingClientUnretained(of view: SurfaceView) -> Unmanaged<SeatClient>? {
    if let client = view.seatClient, client.isAlive { return .passUnretained(client) }
    return existingClient(of: view).map(Unmanaged.passUnretained)
  }

  /// The record of the client of `view`, if the seat has one: the view's own, while its
  /// `wlr_seat_client` lives, else the seat's.
  private func existingClient(of view: SurfaceView) -> SeatClient? {
    if let client = view.seatClient, client.isAlive { return client }
    guard let seatClient = seatClient(of: view), let client = clients[seatClient] else {
      return nil
    }
    view.seatClient = client
    return client
  }

  /// The record of the client of `view`, made if the seat has none.
  private func client(of view: SurfaceView) -> SeatClient? {
    if let client = existingClient(of: view) { return client }
    guard let seatClient = seatClient(of: view) else { return nil }
    let client = SeatClient(seatClient) { [unowned self] in clients[seatClient] = nil }
    clients[seatClient] = client
    view.seatClient = client
    return client
  }

  func seatClient(of view: SurfaceView) -> UnsafeMutablePointer<wlr_seat_client>? {
    guard !isInert, let resource = view.surface.pointee.resource else { return nil }
    return wlr_seat_client_for_wl_client(wlrSeat, wl_resource_get_client(resource))
  }

  /// An id wlroots has no point for: ids are keyed across the whole seat.
  private func freeSeatID() -> Int32 {
    repeat {
      nextSeatID = nextSeatID == .max ? 0 : nextSeatID + 1
    } while wlr_seat_touch_get_point(wlrSeat, nextSeatID) != nil
    return nextSeatID
  }
}

extension WaylandSeat {
  /// `touch.location(in: view)` for a view whose screen origin is `origin` (its
  /// `convert(toScreen: .zero)`).
  static func location(of touch: Touch, atOrigin origin: Point) -> Point {
    Point(x: touch.locationInScreen.x - origin.x, y: touch.locationInScreen.y - origin.y)
  }
}

// MARK: touchway-responder-v1

extension WaylandSeat {
  /// What a client's `decline` came to.
  enum Decline {
    /// The point is the compositor's now; the client is told `released`.
    case released
    /// The client was never sent that id: a protocol error.
    case neverSent
    /// The point already ended, or the serial is not its down's: nothing happens.
    case stale
  }

  /// Serves touchway-responder-v1 on `display` for this seat's clients.
  public func serveResponderProtocol(on display: OpaquePointer) {
    responderManager = ResponderManager(display: display, seat: self)
  }

  /// The view of `surface`, in whichever of the application's windows shows it, takes
  /// what its client last committed through touchway-responder-v1.
  func responderStateChanged(on surface: UnsafeMutablePointer<wlr_surface>) {
    for case let window as SurfaceWindow in seat.application.windows {
      window.view(of: surface)?.applyResponderState()
    }
  }

  /// Gives the compositor the point `id` of the client of `surface`, whose down had
  /// `serial`: the client hears no more of it, and the touch goes to the view's next
  /// responder as if that had been hit (``Seat/handOff(_:to:)``).
  func decline(id: Int32, serial: UInt32, on surface: UnsafeMutablePointer<wlr_surface>) -> Decline
  {
    guard let resource = surface.pointee.resource,
      let seatClient = wlr_seat_client_for_wl_client(wlrSeat, wl_resource_get_client(resource)),
      let client = clients[seatClient]
    else { return .neverSent }
    guard let index = client.points.firstIndex(where: { $0.clientID == id && !$0.isSilenced })
    else { return id <= client.highestID ? .stale : .neverSent }
    let point = client.points[index]
    guard point.serial == serial, point.view.surface == surface else { return .stale }
    client.silence(at: index)
    end(client, index, time: point.touch.timestamp)
    if let next = point.view.next { seat.handOff(point.touch, to: next) }
    return .released
  }
}
