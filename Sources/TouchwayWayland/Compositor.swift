internal import CWaylandServer
import Touchway

/// What every protocol object of the server shares: the display, the application whose
/// views client surfaces become, the seat, the outputs, the mapped windows, the clients.
///
/// Protocol objects hold it strongly; it owns no C handle that waits for them, so the
/// server can disconnect every client before it goes away.
final class Compositor {
  let display: Display
  let application: Application
  let seat: WaylandSeat
  weak var delegate: WaylandServerDelegate?
  /// Mapped toplevels in the order they were mapped.
  var windows: [ClientWindow] = []
  var outputs: [Output] = []
  private var clients: [OpaquePointer: WaylandClient] = [:]
  private var clientCreated: Listener?

  init(display: Display, application: Application, seat: WaylandSeat) {
    self.display = display
    self.application = application
    self.seat = seat
    let listener = Listener { [unowned self] data in
      self.clientConnected(OpaquePointer(data!))
    }
    wl_display_add_client_created_listener(display.pointer, listener.pointer)
    clientCreated = listener
  }

  /// The listener leaves the display's signal while the display is certainly alive.
  deinit {
    clientCreated?.remove()
  }

  /// The client object for a C client.
  func client(_ pointer: OpaquePointer) -> WaylandClient {
    clients[pointer] ?? clientConnected(pointer)
  }

  @discardableResult
  private func clientConnected(_ pointer: OpaquePointer) -> WaylandClient {
    let client = WaylandClient(pointer: pointer) { [weak self] client in
      self?.clients[client.pointer] = nil
    }
    clients[pointer] = client
    return client
  }

  /// A commit was applied to `surface`: lay its window out again and tell the delegate.
  func surfaceCommitted(_ surface: Surface) {
    surface.window?.layout()
    delegate?.surfaceDidCommit(surface.view)
  }

  /// A toplevel became visible.
  func windowMapped(_ window: ClientWindow) {
    windows.append(window)
    application.addWindow(window)
    delegate?.windowDidMap(window)
  }

  /// A toplevel stopped being visible; its touches are cancelled, and its client is told
  /// nothing more about them.
  func windowUnmapped(_ window: ClientWindow) {
    windows.removeAll { $0 === window }
    application.removeWindow(window)
    delegate?.windowDidUnmap(window)
  }
}
