/// Who grants the seat and its devices: libseat (seatd, logind or its built-in seatd), the
/// kernel directly when running as root, or a stand-in in tests.
///
/// A ``Session`` drives its backend from one thread: it dispatches the backend when its
/// ``fileDescriptor`` is readable and reacts to the changes it returns.
public protocol SessionBackend: AnyObject {
  /// The seat's name, such as `seat0`.
  var seatName: String { get }

  /// A descriptor to watch for readability, or `nil` when the backend never has news.
  var fileDescriptor: Int32? { get }

  /// Reads what the seat provider sent, waiting up to `timeout` milliseconds (0: not at
  /// all, -1: until something arrives), and returns the changes in the order they came.
  func dispatch(timeout: Int32) throws(SessionError) -> [SessionChange]

  /// Opens the device node at `path` for reading and writing, non-blocking.
  ///
  /// - Returns: the open descriptor, and the id under which to close it.
  func openDevice(_ path: String) throws(SessionError) -> (fileDescriptor: Int32, id: Int32)

  /// Gives back a device from ``openDevice(_:)`` and closes its descriptor.
  func closeDevice(id: Int32, fileDescriptor: Int32)

  /// Confirms that devices are no longer used after a ``SessionChange/disabled``.
  func acknowledgeDisable() throws(SessionError)

  /// Asks the seat provider to switch to session (virtual terminal) `number`.
  func switchSession(to number: Int) throws(SessionError)
}
