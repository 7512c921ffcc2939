import Glibc
import Logging
import TouchwaySession

/// A logger that says nothing, so that test output shows only the tests.
let quiet = Logger(label: "test") { _ in SwiftLogNoOpLogHandler() }

/// A seat provider the test scripts: it hands out the changes queued for each dispatch,
/// and writes down what the session asked of it in ``log``.
final class FakeSessionBackend: SessionBackend {
  /// What each dispatch returns, in turn; dispatches beyond the list return nothing.
  var dispatches: [[SessionChange]]
  /// Everything the session did with the backend, and what observers saw, in order.
  var log: [String] = []
  private var nextID: Int32 = 1

  init(_ dispatches: [[SessionChange]] = [[.enabled]]) {
    self.dispatches = dispatches
  }

  var seatName: String { "seat-test" }

  var fileDescriptor: Int32? { nil }

  func dispatch(timeout: Int32) throws(SessionError) -> [SessionChange] {
    dispatches.isEmpty ? [] : dispatches.removeFirst()
  }

  /// Opens anything but a path that ends in `missing`.
  func openDevice(_ path: String) throws(SessionError) -> (fileDescriptor: Int32, id: Int32) {
    guard !path.hasSuffix("missing") else {
      throw SessionError.callFailed(call: "open \(path)", errno: ENOENT)
    }
    defer { nextID += 1 }
    log.append("open \(path) as \(nextID)")
    return (100 + nextID, nextID)
  }

  func closeDevice(id: Int32, fileDescriptor: Int32) {
    log.append("close \(id) (descriptor \(fileDescriptor))")
  }

  func acknowledgeDisable() throws(SessionError) {
    log.append("acknowledge")
  }

  func switchSession(to number: Int) throws(SessionError) {
    log.append("switch to \(number)")
  }
}

/// Writes down the pauses and resumes it hears into the backend's log, under its name.
final class LoggingObserver: SessionObserver {
  let name: String
  let backend: FakeSessionBackend

  init(_ name: String, backend: FakeSessionBackend) {
    self.name = name
    self.backend = backend
  }

  func sessionDidPause(_ session: Session) {
    backend.log.append("\(name) paused")
  }

  func sessionDidResume(_ session: Session) {
    backend.log.append("\(name) resumed")
  }
}
