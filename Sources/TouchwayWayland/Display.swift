internal import CWaylandServer

/// The Wayland display (`wl_display`): where clients connect, and the event loop that
/// serves them.
///
/// Everything in this module runs on the one thread that dispatches ``eventLoop``; nothing
/// here is thread-safe and nothing needs locks.
public final class Display {
  let pointer: OpaquePointer
  private var socketFiles: [SocketFile] = []

  /// Creates a display with no sockets (`wl_display_create`).
  public init() throws(WaylandError) {
    pointer = try valueOrError("wl_display_create", wl_display_create())
  }

  deinit {
    wl_display_destroy(pointer)
  }

  /// The display's event loop: add your own file descriptors and timers to it.
  public var eventLoop: EventLoop { EventLoop(display: self) }

  /// Listens for clients on a socket in `$XDG_RUNTIME_DIR` (`wl_display_add_socket`).
  ///
  /// - Parameter name: the socket's name, or `nil` for the first free `wayland-N`
  ///   (`wl_display_add_socket_auto`).
  /// - Returns: the name clients put in `WAYLAND_DISPLAY`.
  @discardableResult
  public func addSocket(named name: String? = nil) throws(WaylandError) -> String {
    guard let name else {
      let automatic = try valueOrError(
        "wl_display_add_socket_auto", wl_display_add_socket_auto(pointer))
      return String(cString: automatic)
    }
    try checkStatus("wl_display_add_socket", wl_display_add_socket(pointer, name))
    return name
  }

  /// Listens for clients on a socket named `name` in `directory`, which need not be
  /// `$XDG_RUNTIME_DIR`; the socket and its lock file are removed with the display.
  ///
  /// - Returns: the socket's path; clients may put it in `WAYLAND_DISPLAY`, or run with
  ///   `XDG_RUNTIME_DIR=directory` and `WAYLAND_DISPLAY=name`.
  @discardableResult
  public func addSocket(named name: String, in directory: String) throws(WaylandError) -> String {
    let file = try SocketFile(path: directory + "/" + name)
    try checkStatus(
      "wl_display_add_socket_fd", wl_display_add_socket_fd(pointer, file.listeningDescriptor))
    file.handOverDescriptor()
    socketFiles.append(file)
    return file.path
  }

  /// Sends what is queued for every client (`wl_display_flush_clients`). The server's
  /// ``WaylandServer/dispatch(timeout:)`` does this before it waits.
  public func flushClients() {
    wl_display_flush_clients(pointer)
  }

  /// The next serial number for events that carry one (`wl_display_next_serial`).
  func nextSerial() -> UInt32 {
    wl_display_next_serial(pointer)
  }

  /// Disconnects every client (`wl_display_destroy_clients`).
  func destroyClients() {
    wl_display_destroy_clients(pointer)
  }
}
