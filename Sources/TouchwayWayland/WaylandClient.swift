internal import CWaylandServer

/// A connected client process (`wl_client`).
///
/// The object outlives the connection for as long as something refers to it; after the
/// client is gone ``isConnected`` is false and nothing more is sent.
public final class WaylandClient: CustomStringConvertible {
  /// The C client; valid while ``isConnected``.
  let pointer: OpaquePointer
  /// The client's process id, from the socket's credentials.
  public let processID: Int32
  /// Whether the client is still connected.
  public private(set) var isConnected = true

  /// The client's `wl_touch`, `wl_pointer` and `wl_keyboard` objects on the seat.
  var touchDevices: ContiguousArray<SeatDevice> = []
  var pointerDevices: ContiguousArray<SeatDevice> = []
  var keyboardDevices: ContiguousArray<SeatDevice> = []
  /// The touch points the client was told about and has not seen end.
  var touchPoints = TouchPoints()
  /// The keys the client was told went down and not yet that they came up.
  var pressedKeys: [UInt32] = []
  /// Whether the client was sent touch events since its last `wl_touch.frame`.
  var needsTouchFrame = false
  /// The client's `wl_output` objects.
  var outputBindings: [OutputBinding] = []

  private var destroyListener: Listener?
  private let onDisconnect: (WaylandClient) -> Void

  init(pointer: OpaquePointer, onDisconnect: @escaping (WaylandClient) -> Void) {
    self.pointer = pointer
    self.onDisconnect = onDisconnect
    var pid: Int32 = 0
    wl_client_get_credentials(pointer, &pid, nil, nil)
    processID = pid
    let listener = Listener { [unowned self] _ in self.disconnected() }
    wl_client_add_destroy_listener(pointer, listener.pointer)
    destroyListener = listener
  }

  /// `client 1234`, for logs.
  public var description: String { "client \(processID)" }

  /// Disconnects the client (`wl_client_destroy`): its objects are destroyed, its windows
  /// unmapped and its touches cancelled.
  public func disconnect() {
    guard isConnected else { return }
    wl_client_destroy(pointer)
  }

  /// Sends what is queued for the client now (`wl_client_flush`).
  func flush() {
    if isConnected { wl_client_flush(pointer) }
  }

  /// The client destroy signal fires before the client's resources are destroyed.
  private func disconnected() {
    isConnected = false
    assert(destroyListener?.isLinked == false, "the destroy signal keeps a listener it fired")
    destroyListener = nil
    onDisconnect(self)
  }
}
