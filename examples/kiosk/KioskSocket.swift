import CWlroots
import Glibc
import TouchwaySystem

/// The kiosk's Wayland socket, which it accepts on itself (`wl_client_create` for each
/// connection) rather than through `wl_display_add_socket`: at the descriptor limit
/// libwayland's own accept fails, logs, and is called again at once, for ever. Here a
/// spare descriptor is given up to accept the waiting connection and close it, so the
/// loop settles, and the refusals are logged at most once a second.
final class KioskSocket {
  /// The name clients put in `WAYLAND_DISPLAY`.
  let name: String
  private let path: String
  private let lockDescriptor: Int32
  private let listeningDescriptor: Int32
  private var spareDescriptor: Int32
  private var source: LoopSource?
  private var refusals = RefusalLog()

  /// Listens on `$XDG_RUNTIME_DIR/name`, or the first free `wayland-N` for `nil`, with the
  /// `.lock` file other compositors check; clients go to `display`.
  init(display: OpaquePointer, named requested: String?) throws {
    (name, path, lockDescriptor, listeningDescriptor) = try Self.openSocket(named: requested)
    spareDescriptor = open("/dev/null", O_RDONLY | O_CLOEXEC)
    source = try LoopSource(
      wl_display_get_event_loop(display), readable: FileDescriptor(rawValue: listeningDescriptor)
    ) {
      [unowned self] in acceptClients(into: display)
    }
  }

  /// The name, path, lock and listening descriptor of the first name that is free.
  private static func openSocket(named requested: String?) throws -> (String, String, Int32, Int32)
  {
    guard let runtime = getenv("XDG_RUNTIME_DIR") else {
      throw KioskError.system(
        call: "getenv", subject: "XDG_RUNTIME_DIR", errno: Errno(rawValue: ENOENT))
    }
    let directory = String(cString: runtime)
    var lastError: Error = KioskError.wlroots("no free wayland-N socket")
    for candidate in requested.map({ [$0] }) ?? (0..<32).map({ "wayland-\($0)" }) {
      let path = directory + "/" + candidate
      do {
        let lock = try Self.lock(path + ".lock")
        do { return (candidate, path, lock, try Self.listen(at: path)) } catch {
          close(lock)
          throw error
        }
      } catch {
        lastError = error
      }
    }
    throw lastError
  }

  deinit {
    source = nil
    close(listeningDescriptor)
    if spareDescriptor >= 0 { close(spareDescriptor) }
    unlink(path)
    unlink(path + ".lock")
    close(lockDescriptor)
  }

  private func acceptClients(into display: OpaquePointer) {
    while true {
      switch retryOnInterrupt({ accept(listeningDescriptor, nil, nil) }) {
      case .success(let descriptor):
        // Glibc's Swift module has no accept4; nothing is spawned between the two calls.
        _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        if wl_client_create(display, descriptor) == nil { close(descriptor) }
      case .failure(let error):
        if error.rawValue == EMFILE || error.rawValue == ENFILE { refuseOne() }
        return
      }
    }
  }

  /// Accepts the waiting connection with the spare descriptor and closes it.
  private func refuseOne() {
    if spareDescriptor >= 0 { close(spareDescriptor) }
    let descriptor = accept(listeningDescriptor, nil, nil)
    if descriptor >= 0 { close(descriptor) }
    spareDescriptor = open("/dev/null", O_RDONLY | O_CLOEXEC)
    refusals.count(at: Self.now())
  }

  private static func now() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
  }

  private static func lock(_ path: String) throws -> Int32 {
    let descriptor = open(path, O_CREAT | O_CLOEXEC | O_RDWR, 0o660)
    guard descriptor >= 0 else {
      throw KioskError.system(call: "open", subject: path, errno: .current)
    }
    guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
      let error = KioskError.system(call: "flock", subject: path, errno: .current)
      close(descriptor)
      throw error
    }
    return descriptor
  }

  private static func listen(at path: String) throws -> Int32 {
    var address = sockaddr_un()
    address.sun_family = sa_family_t(AF_UNIX)
    let bytes = Array(path.utf8)
    guard bytes.count < MemoryLayout.size(ofValue: address.sun_path) else {
      throw KioskError.system(call: "bind", subject: path, errno: Errno(rawValue: ENAMETOOLONG))
    }
    withUnsafeMutableBytes(of: &address.sun_path) { $0.copyBytes(from: bytes) }
    unlink(path)
    let descriptor = socket(
      AF_UNIX, Int32(SOCK_STREAM.rawValue | SOCK_CLOEXEC.rawValue | SOCK_NONBLOCK.rawValue), 0)
    guard descriptor >= 0 else {
      throw KioskError.system(call: "socket", subject: path, errno: .current)
    }
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
      }
    }
    guard bound == 0, Glibc.listen(descriptor, 128) == 0 else {
      let error = KioskError.system(
        call: bound == 0 ? "listen" : "bind", subject: path, errno: .current)
      close(descriptor)
      throw error
    }
    return descriptor
  }
}

/// Connections refused at the descriptor limit, logged at most once a second.
struct RefusalLog {
  private var unreported = 0
  private var lastReport = -Double.infinity

  mutating func count(at now: Double) {
    unreported += 1
    guard now - lastReport >= 1 else { return }
    logger.warning(
      "at the open-file limit: refused \(unreported) connection\(unreported == 1 ? "" : "s")")
    unreported = 0
    lastReport = now
  }
}
