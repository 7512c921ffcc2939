import Benchmark
import CWaylandClient
import Glibc
import Touchway
import TouchwayWayland
import WaylandProtocols.Client
import WaylandProtocols.Interfaces

/// Touch frames from the seat to one Wayland client over a Unix socket, in one thread: the
/// server routes each motion frame through the seat to the client's surface view, which
/// sends `wl_touch.motion` per finger and one `wl_touch.frame`; the server flushes; the
/// client (libwayland-client, in this process) reads and dispatches the events.
let benchmarks: @Sendable () -> Void = {
  for fingers in [1, 10] {
    Benchmark(
      "wl_touch frames to one client, \(fingers) finger\(fingers == 1 ? "" : "s")",
      configuration: .init(
        metrics: [.throughput, .wallClock, .mallocCountTotal], scalingFactor: .kilo,
        maxDuration: .seconds(2), maxIterations: 10_000)
    ) { benchmark, stream in
      for _ in benchmark.scaledIterations {
        stream.sendMotionFrame()
        stream.client.readEvents()
      }
    } setup: {
      try WaylandTouchStream(fingers: fingers)
    }
  }
  // One iteration is one frame; only the way from the seat to the flushed socket is
  // measured, so the wall clock percentiles are per-frame latencies.
  for fingers in [1, 10] {
    Benchmark(
      "Frame into the seat until flushed, \(fingers) finger\(fingers == 1 ? "" : "s")",
      configuration: .init(
        metrics: [.wallClock, .mallocCountTotal], scalingFactor: .one, maxDuration: .seconds(2),
        maxIterations: 100_000)
    ) { benchmark, stream in
      benchmark.startMeasurement()
      stream.sendMotionFrame()
      benchmark.stopMeasurement()
      stream.client.readEvents()
    } setup: {
      try WaylandTouchStream(fingers: fingers)
    }
  }
}

/// A server with one client's 800×600 window, fingers down on it.
final class WaylandTouchStream {
  let application = Application()
  let server: WaylandServer
  let client: BenchmarkClient
  private let fingers: Int
  private var frame = TouchFrame(time: 0)
  private var step = 0.0

  init(fingers: Int) throws {
    self.fingers = fingers
    server = try WaylandServer(application: application)
    try server.addOutput(Output(name: "BENCH-1", pixelWidth: 800, pixelHeight: 600))
    server.seat.capabilities = [.touch]
    var ends: [Int32] = [-1, -1]
    guard socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue | SOCK_CLOEXEC.rawValue), 0, &ends) == 0
    else {
      throw BenchmarkSetupError.socketPair
    }
    try server.addClient(fileDescriptor: ends[0])
    client = BenchmarkClient(fileDescriptor: ends[1])
    try client.mapWindow(width: 800, height: 600) { try server.dispatch(timeout: 0) }
    guard let window = server.windows.first else { throw BenchmarkSetupError.noWindow }
    window.surfaces[0].isMultipleTouchEnabled = true
    frame.time = 1
    for finger in 0..<fingers {
      frame.append(TouchContact(id: finger, change: .down, location: location(of: finger)))
    }
    server.seat.process(frame)
    server.display.flushClients()
    client.readEvents()
  }

  /// Every finger moves half a point, 1/240 s after the last frame; the bytes are flushed.
  func sendMotionFrame() {
    step = step == 0 ? 0.5 : 0
    frame.removeAll()
    frame.time += 1.0 / 240
    for finger in 0..<fingers {
      frame.append(TouchContact(id: finger, change: .motion, location: location(of: finger)))
    }
    server.seat.process(frame)
    server.display.flushClients()
  }

  private func location(of finger: Int) -> Point {
    Point(x: 40 + Double(finger) * 70 + step, y: 300)
  }
}

enum BenchmarkSetupError: Error {
  case socketPair, noWindow
}

/// A libwayland-client client with one toplevel that counts the touch frames it receives.
final class BenchmarkClient {
  let display: OpaquePointer
  var frames = 0
  private var compositor: OpaquePointer?
  private var shm: OpaquePointer?
  private var wmBase: OpaquePointer?
  private var seat: OpaquePointer?
  private var configureSerial: UInt32?

  init(fileDescriptor: Int32) {
    display = wl_display_connect_to_fd(fileDescriptor)
    wl_registry_add_listener(wl_display_get_registry(display), Self.registryListener, opaque(self))
  }

  deinit {
    wl_display_disconnect(display)
  }

  /// Makes an xdg_toplevel and maps it, letting `serve` run the server in between.
  func mapWindow(width: Int32, height: Int32, serve: () throws -> Void) throws {
    try exchange(serve)
    let surface = wl_compositor_create_surface(compositor)
    let xdgSurface = xdg_wm_base_get_xdg_surface(wmBase, surface)
    xdg_surface_add_listener(xdgSurface, Self.xdgSurfaceListener, opaque(self))
    xdg_surface_get_toplevel(xdgSurface)
    wl_surface_commit(surface)
    try exchange(serve)
    xdg_surface_ack_configure(xdgSurface, configureSerial ?? 0)
    wl_surface_attach(surface, makeBuffer(width: width, height: height), 0, 0)
    wl_surface_commit(surface)
    try exchange(serve)
  }

  /// Reads and dispatches what the server sent, without waiting.
  func readEvents() {
    while wl_display_prepare_read(display) != 0 { wl_display_dispatch_pending(display) }
    wl_display_flush(display)
    var descriptor = pollfd(fd: wl_display_get_fd(display), events: Int16(POLLIN), revents: 0)
    if poll(&descriptor, 1, 0) > 0 {
      wl_display_read_events(display)
    } else {
      wl_display_cancel_read(display)
    }
    wl_display_dispatch_pending(display)
  }

  /// A few turns of client, server, client: enough for any request to be answered.
  private func exchange(_ serve: () throws -> Void) throws {
    for _ in 0..<4 {
      readEvents()
      try serve()
    }
    readEvents()
  }

  private func makeBuffer(width: Int32, height: Int32) -> OpaquePointer? {
    var path = Array("/tmp/touchway-bench-XXXXXX".utf8CString)
    let descriptor = mkstemp(&path)
    unlink(path)
    defer { close(descriptor) }
    ftruncate(descriptor, off_t(width * height * 4))
    let pool = wl_shm_create_pool(shm, descriptor, width * height * 4)
    defer { wl_shm_pool_destroy(pool) }
    return wl_shm_pool_create_buffer(
      pool, 0, width, height, width * 4, WL_SHM_FORMAT_XRGB8888.rawValue)
  }

  private func bind(_ registry: OpaquePointer?, name: UInt32, interface: String) {
    switch interface {
    case "wl_compositor":
      compositor = OpaquePointer(
        wl_registry_bind(registry, name, touchway_wl_compositor_interface(), 4))
    case "wl_shm":
      shm = OpaquePointer(wl_registry_bind(registry, name, touchway_wl_shm_interface(), 1))
    case "xdg_wm_base":
      wmBase = OpaquePointer(wl_registry_bind(registry, name, touchway_xdg_wm_base_interface(), 1))
    case "wl_seat":
      seat = OpaquePointer(wl_registry_bind(registry, name, touchway_wl_seat_interface(), 8))
      let touch = wl_seat_get_touch(seat)
      wl_touch_add_listener(touch, Self.touchListener, opaque(self))
    default: break
    }
  }

  nonisolated(unsafe) static let registryListener = table(
    wl_registry_listener(
      global: { data, registry, name, interface, _ in
        client(data).bind(registry, name: name, interface: String(cString: interface!))
      },
      global_remove: { _, _, _ in }))
  nonisolated(unsafe) static let xdgSurfaceListener = table(
    xdg_surface_listener(configure: { data, _, serial in client(data).configureSerial = serial }))
  nonisolated(unsafe) static let touchListener = table(
    wl_touch_listener(
      down: { _, _, _, _, _, _, _, _ in }, up: { _, _, _, _, _ in },
      motion: { _, _, _, _, _, _ in },
      frame: { data, _ in client(data).frames += 1 }, cancel: { _, _ in },
      shape: { _, _, _, _, _ in },
      orientation: { _, _, _, _ in }))
}

private func opaque(_ client: BenchmarkClient) -> UnsafeMutableRawPointer {
  Unmanaged.passUnretained(client).toOpaque()
}

private func client(_ data: UnsafeMutableRawPointer?) -> BenchmarkClient {
  Unmanaged<BenchmarkClient>.fromOpaque(data!).takeUnretainedValue()
}

/// A listener table that lives as long as the process.
private func table<Table>(_ value: Table) -> UnsafePointer<Table> {
  let pointer = UnsafeMutablePointer<Table>.allocate(capacity: 1)
  pointer.initialize(to: value)
  return UnsafePointer(pointer)
}
