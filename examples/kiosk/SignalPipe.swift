import Glibc
import TouchwaySystem

/// Turns signals into bytes on a pipe that the event loop watches, the self-pipe trick: a
/// handler only writes its signal's number, which is safe in a signal handler, and the
/// loop reads the numbers and handles them with the rest of its input.
///
/// A signal that interrupts the loop's wait makes the wait end early (`EINTR`); the
/// server treats that as an ordinary wake-up.
final class SignalPipe {
  /// The end the event loop watches.
  let readDescriptor: FileDescriptor
  private let writeDescriptor: Int32
  private var watched: [Int32] = []

  init() throws(KioskError) {
    var ends: [Int32] = [-1, -1]
    guard pipe(&ends) == 0 else { throw .system(call: "pipe", subject: "signals", errno: .current) }
    for end in ends {
      // Non-blocking, so neither a full pipe nor an empty one can stall a handler or the
      // loop; close-on-exec, so APP does not inherit it.
      _ = fcntl(end, F_SETFL, O_NONBLOCK)
      _ = fcntl(end, F_SETFD, FD_CLOEXEC)
    }
    readDescriptor = FileDescriptor(rawValue: ends[0])
    writeDescriptor = ends[1]
    signalPipeWriteDescriptor = writeDescriptor
  }

  deinit {
    for number in watched { signal(number, SIG_DFL) }
    signalPipeWriteDescriptor = -1
    readDescriptor.close()
    close(writeDescriptor)
  }

  /// Starts turning `number` into a byte on the pipe.
  ///
  /// The signal is unblocked too: a process inherits its parent's signal mask, and a
  /// parent that starts the kiosk from a thread that blocks signals (a test runner, a
  /// service manager's helper) would otherwise keep SIGCHLD and SIGTERM from it forever.
  func watch(_ number: Int32) {
    signal(number) { number in
      let savedErrno = errno
      var byte = UInt8(truncatingIfNeeded: number)
      _ = write(signalPipeWriteDescriptor, &byte, 1)
      errno = savedErrno
    }
    var set = sigset_t()
    sigemptyset(&set)
    sigaddset(&set, number)
    pthread_sigmask(SIG_UNBLOCK, &set, nil)
    watched.append(number)
  }

  /// The signals that arrived since the last call, in order.
  func drain() -> [Int32] {
    var numbers: [Int32] = []
    var buffer = [UInt8](repeating: 0, count: 64)
    while true {
      let count = read(readDescriptor.rawValue, &buffer, buffer.count)
      guard count > 0 else { return numbers }
      numbers += buffer[..<count].map { Int32($0) }
    }
  }
}

/// The pipe's write end, for the signal handler, which can capture nothing. Set before any
/// handler is installed and cleared after they are removed.
nonisolated(unsafe) private var signalPipeWriteDescriptor: Int32 = -1
