// The seat -> client benchmark on Touchway's wlroots adapter: the same headless wlroots
// compositor as the harness's wlr_server.c (headless back end, pixman renderer,
// wl_compositor, wlr_seat with touch), driven by the same driver.c, client and shared page,
// with Touchway's seat in front of the wlr_seat.
//
// One application with one window at the screen's origin. The client's wl_surface (it has
// no role and no buffer: the shared client only creates and commits it) becomes a
// SurfaceView of that window when wlroots announces it, as a compositor with a shell of
// its own would do. The driver's down/motion/up calls fill one TouchFrame; its frame call
// hands that to the core seat (Seat.process): the seat hit-tests new fingers
// (Application.hitTest), delivers the event through the application and the window to the
// hit view, the SurfaceView calls wlr_seat_touch_notify_down/motion/up, Touchway's touch
// grab sends wl_touch events with the client's own ids, and the seat's frame end sends one
// wl_touch.frame (the hook WaylandSeat sets on the core seat). The driver then flushes with
// wl_display_flush_clients, as for the other two.
//
// With TOUCHWAY_PEER_SEAT=wlroots the motion frames go through wlroots' own seat instead,
// in this same process (WlrootsMotions): what the process costs wlroots' path.
import CPeerCommon
import CPeerDriver
import CWlroots
import Glibc
import Touchway
import TouchwayWayland

/// The compositor: wlroots as wlr_server.c sets it up, Touchway's seat, and the window the
/// client's surface goes into.
final class PeerServer {
  let display: OpaquePointer
  let wlrSeat: UnsafeMutablePointer<wlr_seat>
  let seat: WaylandSeat
  let application = Application()
  let window = Window(frame: Rect(x: 0, y: 0, width: 1920, height: 1080))
  let socket: String
  private(set) var surface: SurfaceView?
  private var listeners: [Listener] = []

  init() throws {
    wlr_log_init(WLR_ERROR, nil)
    setenv("WLR_RENDERER", "pixman", 1)
    display = wl_display_create()
    guard let backend = wlr_headless_backend_create(display),
      let renderer = wlr_renderer_autocreate(backend)
    else { throw PeerError.wlroots("no headless backend / pixman renderer") }
    wlr_renderer_init_wl_display(renderer, display)
    let compositor = wlr_compositor_create(display, renderer)!
    wlrSeat = wlr_seat_create(display, "seat0")
    wlr_seat_set_capabilities(wlrSeat, WL_SEAT_CAPABILITY_TOUCH.rawValue)
    // Kept for TOUCHWAY_PEER_SEAT=wlroots before Touchway's grab replaces it. A global, not
    // a property: the server object keeps its size, and the heap its layout, which the
    // frames are sensitive to (docs/benchmark-history.md).
    wlrootsTouchGrab = wlrSeat.pointee.touch_state.default_grab
    seat = WaylandSeat(wlrSeat, application: application)
    application.addWindow(window)
    guard let name = wl_display_add_socket_auto(display), wlr_backend_start(backend) else {
      throw PeerError.wlroots("no socket (XDG_RUNTIME_DIR?) or backend")
    }
    socket = String(cString: name)
    listeners.append(
      Listener(signal(compositor, \.events.new_surface)) { [unowned self] data in
        surfaceWasCreated(data!.assumingMemoryBound(to: wlr_surface.self))
      })
  }

  /// The client's surface becomes a view covering the window, at its origin, so that
  /// surface-local coordinates are the driver's (the client checks each motion's x).
  private func surfaceWasCreated(_ wlrSurface: UnsafeMutablePointer<wlr_surface>) {
    guard surface == nil else { return }
    let view = SurfaceView(wlrSurface, seat: seat)
    view.frame = window.bounds
    window.addSubview(view)
    surface = view
    listeners.append(
      Listener(signal(wlrSurface, \.events.commit)) { [unowned self] _ in
        giveContentSize(wlrSurface)
      })
  }

  /// The shared client commits its surface without a buffer, and wlroots takes no input
  /// on a surface without content (`wlr_surface_point_accepts_input`), which is what
  /// Touchway's hit test asks at a down. So the committed state gets the window's size, as
  /// if the client had attached a buffer that large: the hit test then runs as for a real
  /// client's surface (its input region stays the default, infinite one), and nothing else
  /// reads the size. wlr_server.c sends its downs without a hit test.
  private func giveContentSize(_ wlrSurface: UnsafeMutablePointer<wlr_surface>) {
    guard wlrSurface.pointee.current.width == 0 else { return }
    wlrSurface.pointee.current.width = Int32(window.bounds.width)
    wlrSurface.pointee.current.height = Int32(window.bounds.height)
  }

  /// Whether the client's surface, committed, and its wl_touch exist (wlr_server.c's
  /// `ready`).
  var isReady: Bool {
    guard let surface, surface.surface.pointee.current.width > 0,
      let resource = surface.surface.pointee.resource,
      let client = wlr_seat_client_for_wl_client(wlrSeat, wl_resource_get_client(resource))
    else { return false }
    return wl_list_empty(&client.pointee.touches) == 0
  }
}

/// wlroots' own default touch grab, the one Touchway's seat replaces (wlr_server.c's
/// frames go through it).
nonisolated(unsafe) var wlrootsTouchGrab: UnsafeMutablePointer<wlr_seat_touch_grab>?

enum PeerError: Error {
  case wlroots(String)
}

/// The driver's seat operations: they fill one TouchFrame, which the frame call hands to
/// the core seat. The C callbacks borrow it without retaining it.
final class FrameFeeder {
  let seat: Seat
  /// Refilled for every input frame. Unchecked like the seat's own hot state: one thread,
  /// never re-entered.
  @exclusivity(unchecked) var frame = TouchFrame(time: 0)

  init(seat: Seat) {
    self.seat = seat
  }

  func down(time: UInt32, id: Int32, x: Double, y: Double) {
    frame.time = Double(time) / 1000
    // Touchway drops a motion to where a touch already is (R30, as UIKit). The driver's
    // first 10-finger motion frame (k = 0) has x = 0, the downs' own x: the down goes
    // half a point to the right so that that frame moves too. No later frame repeats a
    // location (x = k).
    frame.append(TouchContact(id: Int(id), change: .down, location: Point(x: x + 0.5, y: y)))
  }

  func motion(time: UInt32, id: Int32, x: Double, y: Double) {
    frame.time = Double(time) / 1000
    frame.append(TouchContact(id: Int(id), change: .motion, location: Point(x: x, y: y)))
  }

  func up(time: UInt32, id: Int32) {
    frame.time = Double(time) / 1000
    frame.append(TouchContact(id: Int(id), change: .up))
  }

  func endFrame() {
    seat.process(draining: &frame)
  }
}

/// The driver's operations for `TOUCHWAY_PEER_SEAT=wlroots`: the fingers go down and up
/// through Touchway's seat, and their motion frames through wlroots' own default grab, as
/// wlr_server.c's do, in this process. What it measures is the process (Touchway's objects
/// set up, its heap, its binary) without Touchway's routing: BENCHMARKS.md, "Goals", and
/// docs/benchmark-history.md (`78d3284`, `a880001`). The motions carry wlroots' touch ids;
/// the harness's client does not read them.
final class WlrootsMotions {
  let feeder: FrameFeeder
  let seat: UnsafeMutablePointer<wlr_seat>
  /// wlroots' ids of the driver's fingers, in the order they went down, while they move.
  private var touchIDs: [Int32] = []

  init(feeder: FrameFeeder, seat: UnsafeMutablePointer<wlr_seat>) {
    self.feeder = feeder
    self.seat = seat
  }

  func motion(time: UInt32, id: Int32, x: Double, y: Double) {
    if touchIDs.isEmpty { startMoving() }
    wlr_seat_touch_notify_motion(seat, time, touchIDs[Int(id)], x, y)
  }

  func endFrame() {
    if touchIDs.isEmpty { feeder.endFrame() } else { wlr_seat_touch_notify_frame(seat) }
  }

  func up(time: UInt32, id: Int32) {
    if !touchIDs.isEmpty { stopMoving() }
    feeder.up(time: time, id: id)
  }

  /// Hands the seat to wlroots' grab. Touchway's seat gave the fingers increasing ids as
  /// they went down, in the driver's order.
  private func startMoving() {
    touchIDs = touchPoints().map(\.pointee.touch_id).sorted()
    seat.pointee.touch_state.grab = wlrootsTouchGrab
  }

  /// Gives the seat back to Touchway's grab, its default, for the ups.
  private func stopMoving() {
    touchIDs = []
    seat.pointee.touch_state.grab = seat.pointee.touch_state.default_grab
  }

  /// The seat's `wlr_touch_point`s (`touch_state.touch_points`, linked by `link`).
  private func touchPoints() -> [UnsafeMutablePointer<wlr_touch_point>] {
    let headOffset = MemoryLayout<wlr_seat>.offset(of: \.touch_state.touch_points)!
    let linkOffset = MemoryLayout<wlr_touch_point>.offset(of: \.link)!
    let head = (UnsafeMutableRawPointer(seat) + headOffset).assumingMemoryBound(to: wl_list.self)
    var points: [UnsafeMutablePointer<wlr_touch_point>] = []
    var link = head.pointee.next!
    while link != head {
      points.append(
        (UnsafeMutableRawPointer(link) - linkOffset).assumingMemoryBound(to: wlr_touch_point.self))
      link = link.pointee.next
    }
    return points
  }
}

/// Calls `body` with the object behind a C context pointer, without retaining it.
@inline(__always)
func with<T: AnyObject>(_ context: UnsafeMutableRawPointer?, _ type: T.Type, _ body: (T) -> Void) {
  Unmanaged<T>.fromOpaque(context!)._withUnsafeGuaranteedRef(body)
}

/// Whose seat the motion frames go through: Touchway's, or with `TOUCHWAY_PEER_SEAT=wlroots`
/// wlroots' own (``WlrootsMotions``).
enum PeerSeat: String {
  case touchway, wlroots
}

let seatName = getenv("TOUCHWAY_PEER_SEAT").map { String(cString: $0) } ?? "touchway"
guard let peerSeat = PeerSeat(rawValue: seatName) else {
  fputs("touchway_server: TOUCHWAY_PEER_SEAT=\(seatName): expected touchway or wlroots\n", stderr)
  exit(2)
}

// libwayland's per-event blocks never consolidate the heap (CPeerCommon.h).
_ = peer_configure_heap()
let peer: PeerServer
do {
  peer = try PeerServer()
} catch {
  fputs("touchway_server: \(error)\n", stderr)
  exit(1)
}
let feeder = FrameFeeder(seat: peer.seat.seat)

driver_spawn_client(peer.socket)
driver_wait_ready(
  peer.display,
  { context in Unmanaged<PeerServer>.fromOpaque(context!).takeUnretainedValue().isReady ? 1 : 0 },
  Unmanaged.passUnretained(peer).toOpaque())

/// Runs the driver's phases with the feeder's operations, kept on the stack as
/// wlr_server.c keeps its own: as a global, they took a page of their own each frame.
func runDriver(feeding feeder: FrameFeeder) {
  var ops = seat_ops(
    ctx: Unmanaged.passUnretained(feeder).toOpaque(),
    down: { context, time, id, x, y in
      with(context, FrameFeeder.self) { $0.down(time: time, id: id, x: x, y: y) }
    },
    motion: { context, time, id, x, y in
      with(context, FrameFeeder.self) { $0.motion(time: time, id: id, x: x, y: y) }
    },
    frame: { context in with(context, FrameFeeder.self) { $0.endFrame() } },
    up: { context, time, id in with(context, FrameFeeder.self) { $0.up(time: time, id: id) } })
  driver_run("touchway", peer.display, &ops)
}

/// Runs the driver's phases with `motions`' operations (`TOUCHWAY_PEER_SEAT=wlroots`).
func runDriver(movingThroughWlroots motions: WlrootsMotions) {
  var ops = seat_ops(
    ctx: Unmanaged.passUnretained(motions).toOpaque(),
    down: { context, time, id, x, y in
      with(context, WlrootsMotions.self) { $0.feeder.down(time: time, id: id, x: x, y: y) }
    },
    motion: { context, time, id, x, y in
      with(context, WlrootsMotions.self) { $0.motion(time: time, id: id, x: x, y: y) }
    },
    frame: { context in with(context, WlrootsMotions.self) { $0.endFrame() } },
    up: { context, time, id in
      with(context, WlrootsMotions.self) { $0.up(time: time, id: id) }
    })
  // Its own name in the report, so that its lines pool apart from Touchway's.
  driver_run("wlrseat-in-touchway", peer.display, &ops)
}

switch peerSeat {
case .touchway:
  runDriver(feeding: feeder)
case .wlroots:
  let motions = WlrootsMotions(feeder: feeder, seat: peer.wlrSeat)
  runDriver(movingThroughWlroots: motions)
}
if !peer.seat.seat.activeTouches.isEmpty || wlr_seat_touch_num_points(peer.wlrSeat) != 0 {
  fputs("touchway_server: touches left after ups\n", stderr)
}

driver_finish(peer.display)
withExtendedLifetime((peer, feeder)) {}
exit(0)
