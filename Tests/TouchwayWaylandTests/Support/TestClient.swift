import CWaylandClient
import Glibc
import WaylandProtocols.Client
import WaylandProtocols.Interfaces

/// A Wayland client written against libwayland-client, in this process, for tests: it
/// binds the globals, makes toplevels, subsurfaces and popups, and writes down every touch
/// event it receives, one line each, with its surfaces' names and surface-local
/// coordinates.
///
/// It never waits: ``Harness`` alternates between dispatching the compositor and reading
/// what arrived here.
final class TestClient {
  let display: OpaquePointer
  /// Whether the client asks the seat for a `wl_touch`.
  let takesTouch: Bool
  /// Touch and responder events, in order: `down main 0 (10.0, 20.0)`, `frame`, `cancel`,
  /// `released 0`, `taken back`.
  var events: [String] = []
  /// `xdg_popup` events.
  var windowEvents: [String] = []
  var compositor: OpaquePointer?
  var subcompositor: OpaquePointer?
  var shm: OpaquePointer?
  var wmBase: OpaquePointer?
  var seat: OpaquePointer?
  var touch: OpaquePointer?
  var responderManager: OpaquePointer?
  var textInputManagerV1: OpaquePointer?
  var textInputManagerV2: OpaquePointer?
  /// The serial of the latest `wl_touch.down` of each touch point id.
  var downSerials: [Int32: UInt32] = [:]
  var syncDone = false
  /// Names of surfaces, for the event lines.
  var surfaceNames: [OpaquePointer: String] = [:]
  /// Latest configure serial per xdg_surface.
  var configureSerials: [OpaquePointer: UInt32] = [:]
  private var registry: OpaquePointer?

  /// Connects over one end of a socket pair.
  init(fileDescriptor: Int32, takesTouch: Bool) {
    display = wl_display_connect_to_fd(fileDescriptor)!
    self.takesTouch = takesTouch
    registry = wl_display_get_registry(display)
    wl_registry_add_listener(registry, Self.registryListener, opaque(self))
  }

  /// Hangs up. Shutting the socket down, not only closing this descriptor, tells the
  /// server at once even while a child forked by another test holds a copy of it.
  deinit {
    shutdown(wl_display_get_fd(display), Int32(SHUT_RDWR))
    wl_display_disconnect(display)
  }

  /// The error the server sent, as `interface code`, or `nil`. The interface of an
  /// object the client destroyed with the request that failed reads `destroyed object`.
  var protocolError: String? {
    guard wl_display_get_error(display) != 0 else { return nil }
    var interface: UnsafePointer<wl_interface>?
    var id: UInt32 = 0
    let code = wl_display_get_protocol_error(display, &interface, &id)
    return "\(interface.map { String(cString: $0.pointee.name) } ?? "destroyed object") \(code)"
  }

  /// Sends requests and handles the events that have arrived, without waiting.
  func pump() {
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

  /// Starts a round trip: ``syncDone`` turns true once the server answered everything
  /// sent before.
  func sync() {
    syncDone = false
    let callback = wl_display_sync(display)
    wl_callback_add_listener(callback, Self.syncListener, opaque(self))
  }

  func name(of surface: OpaquePointer?) -> String {
    surface.flatMap { surfaceNames[$0] } ?? "?"
  }
}

func opaque(_ object: AnyObject) -> UnsafeMutableRawPointer {
  Unmanaged.passUnretained(object).toOpaque()
}

func client(_ data: UnsafeMutableRawPointer?) -> TestClient {
  Unmanaged<TestClient>.fromOpaque(data!).takeUnretainedValue()
}

/// A listener table that lives as long as the test process.
func listener<Table>(_ table: Table) -> UnsafePointer<Table> {
  let pointer = UnsafeMutablePointer<Table>.allocate(capacity: 1)
  pointer.initialize(to: table)
  return UnsafePointer(pointer)
}

/// `(10.0, 20.0)` from two `wl_fixed_t`.
func point(_ x: wl_fixed_t, _ y: wl_fixed_t) -> String {
  "(\(wl_fixed_to_double(x)), \(wl_fixed_to_double(y)))"
}
