import CTouchway
import CWlroots
import Touchway
import TouchwayWayland

/// A `touchway_seat`: a ``WaylandSeat`` and its application, the frame being assembled
/// from wlroots' touch events, the clock, and the handles made on the seat, which go inert
/// with it.
final class SeatHandle {
  let application = Application()
  /// `nil` once the seat is destroyed.
  private(set) var waylandSeat: WaylandSeat?
  private(set) var clock: SeatClock
  private(set) var handle: OpaquePointer!
  /// The windows made on this seat, back to front as the compositor stacked them.
  var stacking = WindowStacking()
  /// The views and gestures made on this seat, which go inert with it.
  var views: [ObjectIdentifier: ViewHandle] = [:]
  var gestures: [ObjectIdentifier: GestureHandle] = [:]
  /// The windows by their Touchway window: what the focus callback is called with.
  var windowsByWindow: [ObjectIdentifier: WindowHandle] = [:]
  let policy = CallbackPolicy()
  private let input = FrameAssembly()
  /// Whether the frame under way has a new touch, which is hit-tested: client windows are
  /// placed where their scene nodes are first, as a C compositor moves the nodes itself.
  private var frameHasDown = false
  private var timer: SeatTimer?
  private var trace: TraceOutput?
  /// Where windows made without a scene node keep their positions: a scene nothing draws.
  private var positions: UnsafeMutablePointer<wlr_scene>?
  /// The wlr_seats that have a Touchway seat: wlroots has one default touch grab each.
  nonisolated(unsafe) private static var seatsInUse: Set<UnsafeMutablePointer<wlr_seat>> = []

  init(
    _ wlrSeat: UnsafeMutablePointer<wlr_seat>, display: OpaquePointer?
  ) throws(APIError) {
    guard !Self.seatsInUse.contains(wlrSeat) else { throw .invalidArgument }
    WlrootsLogHandler.bootstrap()
    clock = SeatClock()
    let seat = WaylandSeat(wlrSeat, application: application)
    seat.policy = policy
    waylandSeat = seat
    core = .passUnretained(seat.seat)
    Self.seatsInUse.insert(wlrSeat)
    handle = try Handles.register(self)
    policy.seat = self
    if let display {
      seat.serveResponderProtocol(on: display)
      timer = SeatTimer(display: display, seat: handle)
    }
  }

  /// The core seat, while the seat lives.
  var seat: Seat? { waylandSeat?.seat }
  /// The core seat unretained, for each frame: ``waylandSeat`` holds it, and a retain of it
  /// takes the runtime's slow path (the application refers to it weakly).
  private var core: Unmanaged<Seat>?

  /// Makes everything made on the seat inert, and gives the wlr_seat back its own grab.
  func destroy() {
    Handles.unregister(handle)
    for window in stacking.windows { window.becomeInert() }
    stacking = WindowStacking()
    windowsByWindow = [:]
    for gesture in gestures.values { gesture.seatWillGo() }
    for view in views.values { view.seatWillGo() }
    gestures = [:]
    views = [:]
    timer = nil
    trace = nil
    if let waylandSeat { Self.seatsInUse.remove(waylandSeat.wlrSeat) }
    waylandSeat?.seat.interrupt()
    core = nil
    waylandSeat = nil
    if let positions { wlr_scene_node_destroy(Self.node(of: positions)) }
    positions = nil
  }

  // MARK: Input

  /// Adds a touch event to the frame under way; a second event for a touch id already in
  /// it delivers the frame so far first.
  func append(_ change: TouchContact.Change, id: Int32, timeMsec: UInt32, at point: Point?)
    throws(APIError)
  {
    try Callbacks.checkNotRunning()
    if let point {
      _ = try checkedFinite(point.x)
      _ = try checkedFinite(point.y)
    }
    if input.mustDeliver(before: Int(id)) { deliverFrame() }
    if change == .down { frameHasDown = true }
    input.append(
      TouchContact(id: Int(id), change: change, location: point), milliseconds: timeMsec)
  }

  /// Delivers the frame under way.
  func deliverFrame() {
    guard let core, input.count > 0 else { return }
    if frameHasDown {
      frameHasDown = false
      for window in application.windows { (window as? SurfaceWindow)?.synchronize() }
    }
    input.frame.time = eventTime(input.milliseconds)
    core._withUnsafeGuaranteedRef { $0.process(draining: &input.frame) }
    input.delivered()
    rescheduleTimer()
  }

  func cancelTouches() throws(APIError) {
    try Callbacks.checkNotRunning()
    input.discard()
    seat?.interrupt()
    rescheduleTimer()
  }

  // MARK: Clock

  /// A wlroots event time on the seat's clock, near its reading.
  func eventTime(_ milliseconds: UInt32) -> TimeInterval {
    SeatClock.seconds(fromMilliseconds: milliseconds, near: now())
  }

  /// The clock's reading; a clock of the compositor's that reads something that is no
  /// time (a NaN, a negative or a far-off time) reads as the seat's last time.
  func now() -> TimeInterval {
    let reading = clock.now()
    // 2^40 ms, 34 years: far beyond any uptime, and exact in a Double's milliseconds.
    guard reading.isFinite, reading >= 0, reading < 1_099_511_627.776 else { return seat?.now ?? 0 }
    return reading
  }

  func setClock(_ read: touchway_clock_fn?, userdata: UnsafeMutableRawPointer?) {
    clock =
      if let read { SeatClock { Callbacks.call { read(userdata) } } } else { SeatClock() }
    // The same deadline is another wait on another clock.
    timer?.schedule(deadline: nextDeadline, now: now())
  }

  /// When the next timer is due, if any.
  var nextDeadline: TimeInterval? { seat?.nextDeadline }

  /// Fires the timers due by a wlroots time: whole milliseconds, so also those due less
  /// than a microsecond after it, as ``SeatTimer`` and `touchway_seat_next_deadline` round.
  func advance(toMsec milliseconds: UInt32) throws(APIError) {
    try Callbacks.checkNotRunning()
    advance(to: eventTime(milliseconds) + 0.000_001)
  }

  /// The display's timer went off: the deadline it was set for is gone, due or not.
  func timerDidFire() {
    timer?.schedule(deadline: nil, now: 0)
    advance(to: now())
  }

  /// Fires the timers due by `time`.
  func advance(to time: TimeInterval) {
    seat?.advance(to: time)
    rescheduleTimer()
  }

  private func rescheduleTimer() {
    guard let timer, timer.deadline != nextDeadline else { return }
    timer.schedule(deadline: nextDeadline, now: now())
  }

  // MARK: Trace

  func setTrace(fd: Int32) throws(APIError) {
    guard fd >= -1 else { throw .invalidArgument }
    trace = nil
    guard fd >= 0, let seat else { return }
    trace = try TraceOutput(fd: fd, seat: seat, origin: now())
  }

  // MARK: Windows

  /// A scene node of the seat's own, for a window that the compositor positions by
  /// coordinates: the window reads its position as it would a drawn node's.
  func makePositionNode() -> UnsafeMutablePointer<wlr_scene_node> {
    let scene = positions ?? wlr_scene_create()!
    positions = scene
    return Self.node(of: wlr_scene_tree_create(Self.node(of: scene))!)
  }

  /// The node a scene or scene tree begins with (wlroots' `&scene->node`).
  private static func node<Object>(of object: UnsafeMutablePointer<Object>)
    -> UnsafeMutablePointer<wlr_scene_node>
  {
    UnsafeMutableRawPointer(object).assumingMemoryBound(to: wlr_scene_node.self)
  }
}
