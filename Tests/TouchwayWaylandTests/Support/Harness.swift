import CWaylandClient
import Glibc
import Testing
import Touchway
import TouchwayKeyboard
import TouchwayWayland

/// A server and its test clients in this process, driven in turns: nothing waits on a
/// clock, every step dispatches what is ready on either side.
final class Harness {
  let application: Application
  let server: WaylandServer
  /// The time of the next touch frame or key event, in seconds.
  private(set) var time = 1.0

  init(
    application: Application = Application(),
    capabilities: SeatCapabilities = [.touch, .pointer, .keyboard]
  ) throws {
    self.application = application
    server = try WaylandServer(application: application)
    try server.addOutput(Output(name: "TEST-1", pixelWidth: 800, pixelHeight: 600))
    server.seat.capabilities = capabilities
  }

  /// Connects a test client over a socket pair and waits until it bound everything.
  func connect(devices: TestClient.Devices = [.touch]) throws -> TestClient {
    let (serverEnd, clientEnd) = socketPair()
    let peer = try server.addClient(fileDescriptor: serverEnd)
    let client = TestClient(fileDescriptor: clientEnd, devices: devices)
    client.peer = peer
    roundtrip(client)  // globals
    roundtrip(client)  // seat capabilities
    roundtrip(client)  // what the devices get when they are made
    return client
  }

  /// Alternates between the clients and the server until each client's requests so far
  /// were answered, or it was disconnected.
  func roundtrip(_ clients: TestClient...) {
    for client in clients { client.sync() }
    for _ in 0..<100 {
      for client in clients { client.pump() }
      try? server.dispatch(timeout: 0)
      for client in clients { client.pump() }
      if clients.allSatisfy({ $0.syncDone || $0.protocolError != nil }) { return }
    }
    Issue.record("no round trip after 100 turns")
  }

  /// Makes a mapped toplevel of `width` × `height` named `name`.
  func makeWindow(_ client: TestClient, _ name: String, width: Int32, height: Int32) -> TestWindow {
    let window = client.makeToplevel(client.makeSurface(name))
    roundtrip(client)
    client.ackConfigure(window)
    client.attachBuffer(to: window.surface, width: width, height: height)
    wl_surface_commit(window.surface)
    roundtrip(client)
    return window
  }

  /// Feeds one touch frame into the seat, 10 ms after the previous event.
  func touch(_ contacts: TouchContact...) {
    server.seat.process(TouchFrame(time: time, contacts: contacts))
    time += 0.01
  }

  /// Gives the seat a keyboard with `layout` (xkbcommon's default when `nil`).
  @discardableResult
  func attachKeyboard(layout: String? = nil) throws -> WaylandKeyboard {
    try server.seat.attachKeyboard(keymap: Keymap(names: KeymapNames(layout: layout)))
  }

  /// Feeds one key event into the seat's keyboard, 10 ms after the previous event.
  func key(_ keyCode: UInt32, _ change: KeyEvent.Change) {
    server.seat.keyboard?.process(KeyEvent(keyCode: keyCode, change: change, time: time))
    time += 0.01
  }

  /// A key that goes down and comes up.
  func tap(_ keyCode: UInt32) {
    key(keyCode, .down)
    key(keyCode, .up)
  }

  /// The server's window for a title.
  func window(_ title: String) -> ClientWindow? {
    server.windows.first { $0.title == title }
  }
}

func socketPair() -> (Int32, Int32) {
  var descriptors: [Int32] = [-1, -1]
  let status = socketpair(
    AF_UNIX, Int32(SOCK_STREAM.rawValue | SOCK_CLOEXEC.rawValue), 0, &descriptors)
  precondition(status == 0, "socketpair failed")
  return (descriptors[0], descriptors[1])
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
