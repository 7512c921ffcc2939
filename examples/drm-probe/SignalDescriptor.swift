import Glibc

/// Signals turned into bytes on a pipe, so that the event loop handles them in turn
/// rather than in a signal handler.
///
/// The handler only writes the signal's number to the pipe (`write` is safe in a signal
/// handler); the pipe is process-wide, as signal handlers are.
final class SignalDescriptor {
  nonisolated(unsafe) private static var writeEnd: Int32 = -1
  private let readEnd: Int32

  /// Routes `signals` to a new pipe (`pipe`, `sigaction`).
  init(_ signals: [Int32]) throws {
    var ends: [Int32] = [-1, -1]
    guard pipe(&ends) == 0 else { throw ProbeError("pipe") }
    for end in ends { _ = fcntl(end, F_SETFL, O_NONBLOCK) }
    for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
    readEnd = ends[0]
    Self.writeEnd = ends[1]
    var action = sigaction()
    action.__sigaction_handler.sa_handler = { signal in
      var byte = UInt8(truncatingIfNeeded: signal)
      _ = write(SignalDescriptor.writeEnd, &byte, 1)
    }
    action.sa_flags = SA_RESTART
    for signal in signals {
      guard sigaction(signal, &action, nil) == 0 else { throw ProbeError("sigaction(\(signal))") }
    }
  }

  deinit {
    close(readEnd)
  }

  /// Readable when a signal is waiting.
  var fileDescriptor: Int32 { readEnd }

  /// The next waiting signal, or `nil` when none is.
  func next() -> Int32? {
    var byte: UInt8 = 0
    guard read(readEnd, &byte, 1) == 1 else { return nil }
    return Int32(byte)
  }
}
