import CWaylandClient
import Glibc
import MinimalCompositor
import Testing
import Touchway
import TouchwaySystem
import TouchwayWayland
import WaylandProtocols.Client

/// The example compositor and its test clients in this process, driven in turns on this
/// thread: nothing waits on a clock, every step dispatches what is ready on either side.
final class Harness {
  let application: RecordingApplication
  let compositor: MinimalCompositor
  /// Every touch the seat delivered, and how often it ended.
  let ledger = TouchLedger()
  /// The time of the next touch frame, in seconds.
  private(set) var time = 1.0

  init(application: RecordingApplication = RecordingApplication()) throws {
    self.application = application
    compositor = try MinimalCompositor(
      backend: .headless(width: 800, height: 600), application: application)
    compositor.seat.seat.addObserver(ledger)
  }

  /// Checks that no touch is left in the seat and every touch delivered ended once.
  func expectEveryTouchEnded(sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(seat.activeTouches.isEmpty, sourceLocation: sourceLocation)
    #expect(ledger.unbalanced == [], sourceLocation: sourceLocation)
  }

  /// The core seat the touch frames go into.
  var seat: Seat { compositor.seat.seat }

  /// Connects a test client over a socket pair and waits until it bound everything.
  func connect(takesTouch: Bool = true) throws -> TestClient {
    var descriptors: [Int32] = [-1, -1]
    let status = socketpair(
      AF_UNIX, Int32(SOCK_STREAM.rawValue | SOCK_CLOEXEC.rawValue), 0, &descriptors)
    try #require(status == 0, "socketpair failed")
    try compositor.addClient(fileDescriptor: FileDescriptor(rawValue: descriptors[0]))
    let client = TestClient(fileDescriptor: descriptors[1], takesTouch: takesTouch)
    roundtrip(client)  // globals
    roundtrip(client)  // seat capabilities
    roundtrip(client)  // the wl_touch
    return client
  }

  /// Alternates between the clients and the compositor until each client's requests so
  /// far were answered, or it was disconnected.
  func roundtrip(_ clients: TestClient...) {
    for client in clients { client.sync() }
    for _ in 0..<100 {
      for client in clients { client.pump() }
      compositor.dispatch(timeout: 0)
      for client in clients { client.pump() }
      if clients.allSatisfy({ $0.syncDone || $0.protocolError != nil }) { return }
    }
    Issue.record("no round trip after 100 turns")
  }

  /// Connects a client and makes its mapped 200×100 toplevel titled `main`, the window
  /// most suites start from.
  func connectWithMainWindow() throws -> (TestClient, TestWindow) {
    let client = try connect()
    return (client, makeWindow(client, "main", width: 200, height: 100))
  }

  /// Makes a mapped toplevel of `width` × `height` titled `name`.
  func makeWindow(_ client: TestClient, _ name: String, width: Int32, height: Int32) -> TestWindow {
    let window = client.makeToplevel(client.makeSurface(name))
    roundtrip(client)
    client.ackConfigure(window.xdgSurface)
    client.attachBuffer(to: window.surface, width: width, height: height)
    wl_surface_commit(window.surface)
    roundtrip(client)
    return window
  }

  /// Gives `window` a mapped 40×40 subsurface named `sub` at (50, 20); returns its surface.
  func addSubsurface(_ client: TestClient, to window: TestWindow) -> OpaquePointer {
    let sub = client.makeSurface("sub")
    _ = client.makeSubsurface(sub, of: window.surface, x: 50, y: 20)
    client.attachBuffer(to: sub, width: 40, height: 40)
    wl_surface_commit(sub)
    wl_surface_commit(window.surface)
    roundtrip(client)
    return sub
  }

  /// Maps a `width` × `height` popup named `name` with its top left corner at (`x`, `y`)
  /// of `parent`, grabbing the seat with the serial `grabbing` if given; returns its
  /// surface.
  @discardableResult
  func mapPopup(
    _ client: TestClient, _ name: String, of parent: TestWindow, x: Int32, y: Int32,
    width: Int32, height: Int32, grabbing serial: UInt32? = nil
  ) -> OpaquePointer {
    let positioner = xdg_wm_base_create_positioner(client.wmBase)
    xdg_positioner_set_size(positioner, width, height)
    xdg_positioner_set_anchor_rect(positioner, x, y, 1, 1)
    xdg_positioner_set_anchor(positioner, XDG_POSITIONER_ANCHOR_TOP_LEFT.rawValue)
    xdg_positioner_set_gravity(positioner, XDG_POSITIONER_GRAVITY_BOTTOM_RIGHT.rawValue)
    let surface = client.makeSurface(name)
    let xdgSurface = client.makeXdgSurface(surface)
    let popup = xdg_surface_get_popup(xdgSurface, parent.xdgSurface, positioner)
    xdg_positioner_destroy(positioner)
    xdg_popup_add_listener(popup, TestClient.popupListener, opaque(client))
    if let serial { xdg_popup_grab(popup, client.seat, serial) }
    wl_surface_commit(surface)
    roundtrip(client)
    client.ackConfigure(xdgSurface)
    client.attachBuffer(to: surface, width: width, height: height)
    wl_surface_commit(surface)
    roundtrip(client)
    return surface
  }

  /// Feeds one touch frame into the seat, 10 ms after the previous one.
  func touch(_ contacts: TouchContact...) {
    seat.process(TouchFrame(time: time, contacts: contacts))
    time += 0.01
  }

  /// The compositor's window for a title.
  func window(_ title: String) -> ClientWindow? {
    compositor.windows.first { $0.title == title }
  }

  /// The surface views of the window titled `title`, back to front, as they are.
  func surfaceViews(_ title: String) -> [SurfaceView] {
    guard let window = window(title) else { return [] }
    return window.subviews.compactMap { $0 as? SurfaceView }
  }
}

func down(_ id: Int, _ x: Double, _ y: Double) -> TouchContact {
  TouchContact(id: id, change: .down, location: Point(x: x, y: y))
}

func move(_ id: Int, _ x: Double, _ y: Double) -> TouchContact {
  TouchContact(id: id, change: .motion, location: Point(x: x, y: y))
}

func up(_ id: Int) -> TouchContact {
  TouchContact(id: id, change: .up)
}
