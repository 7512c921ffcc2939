import Benchmark
import CWlroots
import Glibc
import Touchway
import TouchwayWayland

/// Touch frames from the seat to one Wayland client over a Unix socket, in one thread: a
/// headless wlroots compositor in this process routes each motion frame through
/// Touchway's seat to the client's window (a ``ClientWindow`` of its xdg toplevel), whose
/// surface view sends `wl_touch.motion` per finger through the `wlr_seat`, and the seat's
/// frame end one `wl_touch.frame`; the server flushes; the client (libwayland-client, in
/// this process) reads and dispatches the events. The "wlroots' own seat" rows send the
/// same frames with `wlr_seat_touch_notify_*` and no Touchway: the floor, in the same run.
let benchmarks: @Sendable () -> Void = {
  kioskTreeBenchmarks()
  for route in Route.allCases {
    for fingers in [1, 10] {
      Benchmark(
        "wl_touch frames to one client, \(route), \(fingers) finger\(fingers == 1 ? "" : "s")",
        configuration: .init(
          metrics: [.throughput, .wallClock, .mallocCountTotal], scalingFactor: .kilo,
          maxDuration: .seconds(2), maxIterations: 10_000)
      ) { benchmark, stream in
        for _ in benchmark.scaledIterations {
          stream.sendMotionFrame()
          stream.client.readEvents()
        }
      } setup: {
        try WaylandTouchStream(fingers: fingers, route: route)
      }
    }
  }
  // One iteration is one frame; only the way from the seat to the flushed socket is
  // measured, so the wall clock percentiles are per-frame latencies and the mallocs are
  // the server's per frame (libwayland-server's closures included: the wlroots rows).
  for route in Route.allCases {
    for fingers in [1, 10] {
      Benchmark(
        "Frame into the seat until flushed, \(route), \(fingers) finger\(fingers == 1 ? "" : "s")",
        configuration: .init(
          metrics: [.wallClock, .mallocCountTotal], scalingFactor: .one,
          maxDuration: .seconds(2), maxIterations: 100_000)
      ) { benchmark, stream in
        benchmark.startMeasurement()
        stream.sendMotionFrame()
        benchmark.stopMeasurement()
        stream.client.readEvents()
      } setup: {
        try WaylandTouchStream(fingers: fingers, route: route)
      }
    }
  }
}

/// Whose seat a frame goes through.
enum Route: CaseIterable, CustomStringConvertible {
  /// Touchway's core seat and adapter: hit test at down, responder chain, the adapter's
  /// touch grab.
  case touchway
  /// wlroots' own seat and default grab, straight to the surface.
  case wlroots

  var description: String {
    switch self {
    case .touchway: "Touchway"
    case .wlroots: "wlroots' own seat"
    }
  }
}

/// A compositor with one client's 800×600 toplevel, fingers down on it.
final class WaylandTouchStream {
  let compositor: BenchmarkCompositor
  let client: BenchmarkClient
  private let fingers: Int
  private let route: Route
  private var frame = TouchFrame(time: 0)
  private var step = 0.0

  init(fingers: Int, route: Route) throws {
    self.fingers = fingers
    self.route = route
    compositor = try BenchmarkCompositor(touchway: route == .touchway)
    var ends: [Int32] = [-1, -1]
    guard socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue | SOCK_CLOEXEC.rawValue), 0, &ends) == 0
    else {
      throw BenchmarkSetupError.socketPair
    }
    try compositor.addClient(fileDescriptor: ends[0])
    client = BenchmarkClient(fileDescriptor: ends[1])
    try client.mapWindow(width: 800, height: 600) { compositor.dispatch() }
    guard !compositor.toplevels.isEmpty else { throw BenchmarkSetupError.noWindow }
    frame.time = 1
    for finger in 0..<fingers {
      frame.append(TouchContact(id: finger, change: .down, location: location(of: finger)))
    }
    send(frame)
    client.readEvents()
    guard client.downs == fingers else { throw BenchmarkSetupError.noTouch }
  }

  /// Every finger moves half a point, 1/240 s after the last frame; the bytes are flushed.
  func sendMotionFrame() {
    step = step == 0 ? 0.5 : 0
    frame.removeAll()
    frame.time += 1.0 / 240
    for finger in 0..<fingers {
      frame.append(TouchContact(id: finger, change: .motion, location: location(of: finger)))
    }
    send(frame)
  }

  /// The frame through the route's seat, then the flush.
  private func send(_ frame: TouchFrame) {
    switch route {
    case .touchway: compositor.seat!.seat.process(frame)
    case .wlroots: sendToWlroots(frame)
    }
    compositor.flush()
  }

  /// What wlr_server.c of the peer harness does: each contact through
  /// `wlr_seat_touch_notify_*` on the toplevel's surface, then the frame.
  private func sendToWlroots(_ frame: TouchFrame) {
    let surface = compositor.toplevels[0].pointee.surface
    let time = milliseconds(frame.time)
    for contact in frame.contacts {
      let id = Int32(contact.id)
      let (x, y) = (contact.location?.x ?? 0, contact.location?.y ?? 0)
      switch contact.change {
      case .down: wlr_seat_touch_notify_down(compositor.wlrSeat, surface, time, id, x, y)
      case .motion: wlr_seat_touch_notify_motion(compositor.wlrSeat, time, id, x, y)
      default: wlr_seat_touch_notify_up(compositor.wlrSeat, time, id)
      }
    }
    wlr_seat_touch_notify_frame(compositor.wlrSeat)
  }

  private func location(of finger: Int) -> Point {
    Point(x: 40 + Double(finger) * 70 + step, y: 300)
  }

  private func milliseconds(_ time: Double) -> UInt32 {
    UInt32(truncatingIfNeeded: Int64(time * 1000))
  }
}

enum BenchmarkSetupError: Error {
  case socketPair, noWindow, noTouch, wlroots
}
