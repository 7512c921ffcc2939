import Glibc

/// The file of a `wl_keyboard.keymap` event, as a client holds it: it owns the descriptor.
final class ReceivedKeymap {
  let fileDescriptor: Int32
  let size: Int

  init(fileDescriptor: Int32, size: Int) {
    self.fileDescriptor = fileDescriptor
    self.size = size
  }

  deinit {
    close(fileDescriptor)
  }

  /// The keymap text, read as a client must read it since `wl_keyboard` version 7: mapped
  /// private and read-only. `nil` if it does not map or does not end with its NUL.
  var text: String? {
    guard let bytes = map(PROT_READ, MAP_PRIVATE) else { return nil }
    defer { munmap(bytes, size) }
    let contents = UnsafeRawBufferPointer(start: bytes, count: size)
    guard contents.last == 0 else { return nil }
    return String(decoding: contents.dropLast(), as: UTF8.self)
  }

  /// Whether the client could map the file shared and writable, and so change what other
  /// clients read.
  var isWritable: Bool {
    guard let bytes = map(PROT_READ | PROT_WRITE, MAP_SHARED) else { return false }
    munmap(bytes, size)
    return true
  }

  private func map(_ protection: Int32, _ flags: Int32) -> UnsafeMutableRawPointer? {
    let bytes = mmap(nil, size, protection, flags, fileDescriptor, 0)
    return bytes == UnsafeMutableRawPointer(bitPattern: -1) ? nil : bytes
  }
}
