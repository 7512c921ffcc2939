#if canImport(Glibc)
  import Glibc
#endif

/// The keymap every `wl_keyboard` receives: a file descriptor the clients map read-only,
/// with its size and format. This object owns the descriptor.
final class Keymap {
  let descriptor: Int32
  let size: UInt32
  /// `wl_keyboard.keymap_format`: 0 no keymap, 1 XKB v1.
  let format: UInt32

  private init(descriptor: Int32, size: UInt32, format: UInt32) {
    self.descriptor = descriptor
    self.size = size
    self.format = format
  }

  deinit {
    close(descriptor)
  }

  /// No keymap: clients read raw key codes (`no_keymap`, with an empty file).
  static func none() throws(WaylandError) -> Keymap {
    let descriptor = open("/dev/null", O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { throw WaylandError("open(/dev/null)") }
    return Keymap(descriptor: descriptor, size: 0, format: 0)
  }

  /// An XKB keymap in a file the caller keeps; this object keeps its own duplicate.
  static func xkb(fileDescriptor: Int32, size: Int) throws(WaylandError) -> Keymap {
    let descriptor = fcntl(fileDescriptor, F_DUPFD_CLOEXEC, 0)
    guard descriptor >= 0 else { throw WaylandError("fcntl(F_DUPFD_CLOEXEC)") }
    return Keymap(descriptor: descriptor, size: UInt32(size), format: 1)
  }
}
