import Glibc

/// Devices opened straight from the kernel, for a process running as root where no seat
/// provider runs (an embedded system, the test VM). The seat is always ours: nothing
/// pauses it.
final class DirectBackend: SessionBackend {
  private var announced = false

  /// A direct seat named `seat0`.
  init() {}

  var seatName: String { "seat0" }

  var fileDescriptor: Int32? { nil }

  /// Reports ``SessionChange/enabled`` once, then never anything.
  func dispatch(timeout: Int32) throws(SessionError) -> [SessionChange] {
    defer { announced = true }
    return announced ? [] : [.enabled]
  }

  func openDevice(_ path: String) throws(SessionError) -> (fileDescriptor: Int32, id: Int32) {
    let descriptor = try SessionError.check(
      "open(\(path))", open(path, O_RDWR | O_CLOEXEC | O_NONBLOCK))
    return (descriptor, descriptor)
  }

  func closeDevice(id: Int32, fileDescriptor: Int32) {
    close(fileDescriptor)
  }

  func acknowledgeDisable() throws(SessionError) {}

  /// Without a seat provider there are no sessions to switch to.
  func switchSession(to number: Int) throws(SessionError) {
    throw SessionError.callFailed(call: "switch to session \(number)", errno: ENOTSUP)
  }
}
