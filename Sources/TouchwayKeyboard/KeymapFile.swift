import CMemfd
import Glibc

/// The keymap as text in a sealed memory file: what `wl_keyboard.keymap` sends, with
/// format `xkb_v1`, this file's descriptor and its ``size``.
///
/// Owns the file descriptor and closes it when released. The file is sealed against
/// writing, growing and shrinking (`F_SEAL_WRITE`, `F_SEAL_GROW`, `F_SEAL_SHRINK`, and
/// `F_SEAL_SEAL` so no seal can be lifted), so one file can be sent to every client: none
/// can change what the others map.
public final class KeymapFile {
  /// The descriptor to send; libwayland duplicates it for each client.
  public let fileDescriptor: Int32
  /// The size in bytes: the keymap text and the NUL after it, as `wl_keyboard.keymap` wants.
  public let size: Int

  /// Writes `keymap`'s text into a new sealed memory file.
  ///
  /// - Throws: ``KeyboardError/systemCallFailed(call:errno:)`` naming `memfd_create`,
  ///   `write` or `fcntl(F_ADD_SEALS)`.
  public init(keymap: Keymap) throws(KeyboardError) {
    let text = keymap.text.utf8CString
    let descriptor = cmemfd_create_sealable("touchway-keymap")
    guard descriptor >= 0 else { throw .systemCallFailed(call: "memfd_create", errno: errno) }
    if let failure = text.withUnsafeBytes({ Self.fill(descriptor, with: $0) }) {
      close(descriptor)
      throw failure
    }
    fileDescriptor = descriptor
    size = text.count
  }

  deinit {
    close(fileDescriptor)
  }

  /// Writes all of `bytes`, carrying on after short writes and interruptions, then seals
  /// the file. Returns what failed, or `nil`.
  private static func fill(_ descriptor: Int32, with bytes: UnsafeRawBufferPointer)
    -> KeyboardError?
  {
    var offset = 0
    while offset < bytes.count {
      let written = write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
      if written < 0 && errno == EINTR { continue }
      guard written > 0 else { return .systemCallFailed(call: "write", errno: errno) }
      offset += written
    }
    let seals = CMEMFD_SEAL_SEAL | CMEMFD_SEAL_SHRINK | CMEMFD_SEAL_GROW | CMEMFD_SEAL_WRITE
    guard cmemfd_add_seals(descriptor, Int32(seals)) == 0 else {
      return .systemCallFailed(call: "fcntl(F_ADD_SEALS)", errno: errno)
    }
    return nil
  }
}
