#if canImport(Glibc)
  import Glibc
#endif

/// A listening Unix socket at a path of the server's choosing, claimed by a lock file as
/// libwayland claims the sockets it makes in `$XDG_RUNTIME_DIR`.
///
/// The socket's descriptor goes to libwayland (``handOverDescriptor()``); this object keeps
/// the lock and removes both files in `deinit`.
final class SocketFile {
  /// The socket's path.
  let path: String
  private let lockPath: String
  private let lockDescriptor: Int32
  /// The listening socket, or -1 once handed over.
  private(set) var listeningDescriptor: Int32

  /// Locks `path + ".lock"`, removes a stale socket left at `path`, then binds and listens.
  ///
  /// The stored properties are set only once everything succeeded: a failure cleans up
  /// here, and `deinit` (which Swift runs when a fully initialized object's init throws)
  /// never sees a half-made file, so nothing is closed twice.
  init(path: String) throws(WaylandError) {
    let lockPath = path + ".lock"
    let lock = try Self.lock(lockPath)
    unlink(path)
    let listening: Int32
    do {
      listening = try Self.listen(at: path)
    } catch {
      unlink(lockPath)
      close(lock)
      throw error
    }
    self.path = path
    self.lockPath = lockPath
    lockDescriptor = lock
    listeningDescriptor = listening
  }

  /// Opens and locks the lock file, as libwayland does for its own sockets.
  private static func lock(_ lockPath: String) throws(WaylandError) -> Int32 {
    let descriptor = open(lockPath, O_CREAT | O_CLOEXEC | O_RDWR, 0o660)
    guard descriptor >= 0 else { throw WaylandError("open(\(lockPath))") }
    guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
      let error = WaylandError("flock(\(lockPath))")
      close(descriptor)
      throw error
    }
    return descriptor
  }

  deinit {
    if listeningDescriptor >= 0 { close(listeningDescriptor) }
    unlink(path)
    unlink(lockPath)
    close(lockDescriptor)
  }

  /// Records that someone else owns and will close the listening descriptor now.
  func handOverDescriptor() {
    listeningDescriptor = -1
  }

  private static func listen(at path: String) throws(WaylandError) -> Int32 {
    var address = sockaddr_un()
    address.sun_family = sa_family_t(AF_UNIX)
    let bytes = Array(path.utf8)
    guard bytes.count < MemoryLayout.size(ofValue: address.sun_path) else {
      throw WaylandError("bind(\(path))", code: ENAMETOOLONG)
    }
    withUnsafeMutableBytes(of: &address.sun_path) { $0.copyBytes(from: bytes) }
    let descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue | SOCK_CLOEXEC.rawValue), 0)
    guard descriptor >= 0 else { throw WaylandError("socket") }
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
      }
    }
    guard bound == 0, Glibc.listen(descriptor, 128) == 0 else {
      let error = WaylandError(bound == 0 ? "listen(\(path))" : "bind(\(path))")
      close(descriptor)
      throw error
    }
    return descriptor
  }
}
