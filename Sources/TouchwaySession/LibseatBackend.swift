internal import CLibseat
import Glibc
import Logging

/// A seat from libseat: seatd, logind, or (as root) the seatd that libseat embeds.
///
/// libseat reports enable and disable through a listener while ``dispatch(timeout:)`` (or
/// the opening) runs; the listener collects them and `dispatch` returns them.
final class LibseatBackend: SessionBackend {
  private let listener: UnsafeMutablePointer<libseat_seat_listener>
  private var seat: OpaquePointer?
  private var changes: [SessionChange] = []

  /// Opens the seat through the first libseat backend that works (or `LIBSEAT_BACKEND`)
  /// (`libseat_open_seat`).
  init(logger: Logger) throws(SessionError) {
    LibseatLog.install(logger)
    listener = .allocate(capacity: 1)
    listener.initialize(
      to: libseat_seat_listener(
        enable_seat: { _, data in (fromOpaque(data) as LibseatBackend).changes.append(.enabled) },
        disable_seat: { _, data in
          (fromOpaque(data) as LibseatBackend).changes.append(.disabled)
        }))
    seat = libseat_open_seat(listener, opaque(self))
    guard seat != nil else {
      throw SessionError.callFailed(call: "libseat_open_seat", errno: errno)
    }
  }

  /// Also runs when `init` fails: by then every property has a value.
  deinit {
    if let seat { libseat_close_seat(seat) }
    listener.deallocate()
  }

  var seatName: String { String(cString: libseat_seat_name(seat)) }

  var fileDescriptor: Int32? { libseat_get_fd(seat) }

  func dispatch(timeout: Int32) throws(SessionError) -> [SessionChange] {
    try SessionError.check("libseat_dispatch", libseat_dispatch(seat, timeout))
    defer { changes.removeAll() }
    return changes
  }

  func openDevice(_ path: String) throws(SessionError) -> (fileDescriptor: Int32, id: Int32) {
    var descriptor: Int32 = -1
    let id = try SessionError.check(
      "libseat_open_device(\(path))", libseat_open_device(seat, path, &descriptor))
    return (descriptor, id)
  }

  func closeDevice(id: Int32, fileDescriptor: Int32) {
    libseat_close_device(seat, id)
    close(fileDescriptor)
  }

  func acknowledgeDisable() throws(SessionError) {
    try SessionError.check("libseat_disable_seat", libseat_disable_seat(seat))
  }

  func switchSession(to number: Int) throws(SessionError) {
    try SessionError.check(
      "libseat_switch_session(\(number))", libseat_switch_session(seat, Int32(clamping: number)))
  }
}
