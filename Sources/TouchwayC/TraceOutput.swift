import Glibc
import Touchway

/// The seat's trace written to a file descriptor of the compositor's, one line at a time:
/// to a duplicate, which goes with this object, so the compositor keeps its own.
final class TraceOutput {
  private let writer: TraceWriter
  private let descriptor: Descriptor

  /// The duplicate, closed once; the writer's output stops writing then, should anything
  /// still hold the writer.
  private final class Descriptor {
    var fd: Int32

    init(_ fd: Int32) { self.fd = fd }

    func write(_ line: String) {
      guard fd >= 0 else { return }
      var text = line
      text.append("\n")
      text.withUTF8 { bytes in
        var rest = UnsafeRawBufferPointer(bytes)
        while !rest.isEmpty {
          let written = Glibc.write(fd, rest.baseAddress, rest.count)
          if written < 0 && errno == EINTR { continue }
          // A full pipe or a closed one loses the line, not the compositor.
          guard written > 0 else { return }
          rest = UnsafeRawBufferPointer(rebasing: rest[written...])
        }
      }
    }

    func close() {
      if fd >= 0 { _ = Glibc.close(fd) }
      fd = -1
    }
  }

  /// Traces every delivery and gesture state of `seat` to `fd`, times from `origin`.
  init(fd: Int32, seat: Seat, origin: TimeInterval) throws(APIError) {
    let duplicate = fcntl(fd, F_DUPFD_CLOEXEC, 0)
    guard duplicate >= 0 else { throw .invalidArgument }
    let descriptor = Descriptor(duplicate)
    self.descriptor = descriptor
    writer = TraceWriter(origin: origin, tracesEveryDelivery: true) { descriptor.write($0) }
    writer.observe(seat)
  }

  deinit {
    descriptor.close()
  }
}
