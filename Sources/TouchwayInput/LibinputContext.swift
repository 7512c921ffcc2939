internal import CLibinput
import Glibc
import Logging
import TouchwaySystem

/// Owns one libinput context, the udev handle of the udev backend, and the device nodes
/// libinput opened through the ``DeviceOpener``.
///
/// A node hangs up when its device is unplugged. libinput's descriptor becomes readable
/// then (the node is in its epoll set), but only udev tells libinput that the device is
/// gone, so on the path backend ``collectHangUps(into:)`` looks for hung-up nodes.
final class LibinputContext {
  let backend: InputBackend
  let logger: Logger
  private(set) var pointer: OpaquePointer!
  private let udev: OpaquePointer?
  private let interface: UnsafeMutablePointer<libinput_interface>
  private let opener: DeviceOpener
  /// The nodes open now, by descriptor.
  private var openNodes: [Int32: String] = [:]
  /// Why the latest open of each node failed.
  private var openFailures: [String: InputError] = [:]
  /// The open nodes, as `poll` takes them.
  private var watchedNodes: [pollfd] = []

  init(backend: InputBackend, opener: DeviceOpener, logger: Logger) throws(InputError) {
    if case .udev = backend {
      guard let udev = udev_new() else { throw .udevUnavailable }
      self.udev = udev
    } else {
      udev = nil
    }
    self.backend = backend
    self.opener = opener
    self.logger = logger
    interface = .allocate(capacity: 1)
    interface.initialize(
      to: libinput_interface(
        open_restricted: { path, flags, data in
          (fromOpaque(data) as LibinputContext).open(String(cString: path!), flags: flags)
        },
        close_restricted: { descriptor, data in
          (fromOpaque(data) as LibinputContext).close(descriptor)
        }))
    try start()
  }

  deinit {
    if let pointer { libinput_unref(pointer) }
    if let udev { udev_unref(udev) }
    interface.deinitialize(count: 1)
    interface.deallocate()
  }

  /// Makes the context, sends its messages to the log and, on the udev backend, assigns
  /// the seat (which opens the seat's devices).
  private func start() throws(InputError) {
    if let udev {
      pointer = libinput_udev_create_context(interface, opaque(self), udev)
    } else {
      pointer = libinput_path_create_context(interface, opaque(self))
    }
    guard pointer != nil else { throw .contextUnavailable }
    libinput_log_set_priority(
      pointer, logger.logLevel <= .debug ? LIBINPUT_LOG_PRIORITY_DEBUG : LIBINPUT_LOG_PRIORITY_INFO)
    libinput_log_set_handler(pointer) { context, priority, format, arguments in
      guard let format, let arguments else { return }
      (fromOpaque(libinput_get_user_data(context)) as LibinputContext).log(
        priority, format, arguments)
    }
    if case .udev(let seat) = backend, libinput_udev_assign_seat(pointer, seat) != 0 {
      throw .seatUnavailable(seat: seat)
    }
  }

  /// Adds the node at `path` (path backend).
  func addDevice(path: String) throws(InputError) -> OpaquePointer {
    guard backend == .path else { throw .notOnPathBackend(operation: "adding \(path)") }
    // libinput only logs "Invalid path" for these; say why.
    var status = stat()
    guard stat(path, &status) == 0 else { throw .cannotOpen(path: path, errno: .current) }
    guard status.st_mode & S_IFMT == S_IFCHR else { throw .notADeviceNode(path: path) }
    openFailures[path] = nil
    guard let device = libinput_path_add_device(pointer, path) else {
      throw openFailures[path] ?? .notAnInputDevice(path: path)
    }
    return device
  }

  /// Removes a device (path backend): libinput cancels what it had going and reports the
  /// removal.
  func removeDevice(_ device: OpaquePointer) throws(InputError) {
    guard backend == .path else { throw .notOnPathBackend(operation: "removing a device") }
    libinput_path_remove_device(device)
  }

  /// libinput's descriptor, readable when it has work.
  var fileDescriptor: FileDescriptor { FileDescriptor(rawValue: libinput_get_fd(pointer)) }

  /// Appends the open nodes that hung up (path backend), without waiting.
  func collectHangUps(into paths: inout [String]) {
    guard backend == .path, !watchedNodes.isEmpty,
      poll(&watchedNodes, nfds_t(watchedNodes.count), 0) > 0
    else { return }
    let hangUp = Int16(POLLHUP | POLLERR | POLLNVAL)
    for node in watchedNodes where node.revents & hangUp != 0 {
      if let path = openNodes[node.fd] { paths.append(path) }
    }
  }

  /// libinput's `open_restricted`: the descriptor, or minus `errno`.
  private func open(_ path: String, flags: Int32) -> Int32 {
    do {
      let descriptor = try opener.openDevice(atPath: path, flags: flags).rawValue
      openNodes[descriptor] = path
      openFailures[path] = nil
      watchedNodes.append(pollfd(fd: descriptor, events: 0, revents: 0))
      return descriptor
    } catch {
      openFailures[path] = error
      // On the path backend the caller hears it from addDevice(path:).
      logger.log(level: backend == .path ? .info : .warning, "\(error)")
      guard case .cannotOpen(_, let code) = error else { return -EIO }
      return -code.rawValue
    }
  }

  /// libinput's `close_restricted`.
  private func close(_ descriptor: Int32) {
    watchedNodes.removeAll { $0.fd == descriptor }
    openNodes[descriptor] = nil
    opener.closeDevice(FileDescriptor(rawValue: descriptor))
  }

  private func log(
    _ priority: libinput_log_priority, _ format: UnsafePointer<CChar>,
    _ arguments: CVaListPointer
  ) {
    var message = withUnsafeTemporaryAllocation(of: CChar.self, capacity: 512) { buffer in
      vsnprintf(buffer.baseAddress, buffer.count, format, arguments)
      return String(cString: buffer.baseAddress!)
    }
    while message.last == "\n" { message.removeLast() }
    let text = "libinput: \(message)"
    switch priority {
    case LIBINPUT_LOG_PRIORITY_ERROR: logger.error("\(text)")
    case LIBINPUT_LOG_PRIORITY_INFO: logger.info("\(text)")
    default: logger.debug("\(text)")
    }
  }
}
