import CMemfd
import Glibc
public import TouchwaySystem

/// The keymap as text in a sealed memory file: what `wl_keyboard.keymap` sends, with
/// format `xkb_v1`, this file's descriptor and its ``size``.
///
/// Owns the file descriptor and closes it when released. The file is sealed against
/// writing, growing and shrinking (`F_SEAL_WRITE`, `F_SEAL_GROW`, `F_SEAL_SHRINK`, and
/// `F_SEAL_SEAL` so no seal can be lifted), so one file can be sent to every client: none
/// can change what the others map.
public final class KeymapFile {
  /// The descriptor to send; libwayland duplicates it for each client.
  public let fileDescriptor: FileDescriptor
  /// The size in bytes: the keymap text and the NUL after it, as `wl_keyboard.keymap` wants.
  public let size: Int

  /// Writes `keymap`'s text into a new sealed memory file.
  ///
  /// - Throws: ``KeyboardError/systemCallFailed(call:errno:)`` naming `memfd_create`,
  ///   `write` or `fcntl(F_ADD_SEALS)`.
  public init(keymap: Keymap) throws(KeyboardError) {
    let text = keymap.text.utf8CString
    let descriptor = cmemfd_create_sealable("touchway-keymap")
    guard descriptor >= 0 else { throw .systemCallFailed(call: "memfd_create", errno: .current) }
    let file = FileDescriptor(rawValue: descriptor)
    if let failure = text.withUnsafeBytes({ Self.fill(file, with: $0) }) {
      file.close()
      throw failure
    }
    fileDescriptor = file
    size = text.count
  }

  deinit {
    fileDescriptor.close()
  }

  /// Writes all of `bytes`, carrying on after short writes and interruptions, then seals
  /// the file. Returns what failed, or `nil`.
  private static func fill(_ file: FileDescriptor, with bytes: UnsafeRawBufferPointer)
    -> KeyboardError?
  {
    if case .failure(let error) = file.writeAll(bytes) {
      return .systemCallFailed(call: "write", errno: error)
    }
    let seals = CMEMFD_SEAL_SEAL | CMEMFD_SEAL_SHRINK | CMEMFD_SEAL_GROW | CMEMFD_SEAL_WRITE
    guard cmemfd_add_seals(file.rawValue, Int32(seals)) == 0 else {
      return .systemCallFailed(call: "fcntl(F_ADD_SEALS)", errno: .current)
    }
    return nil
  }
}
