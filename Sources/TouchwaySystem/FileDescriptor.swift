#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// An open file descriptor, typed as swift-system types it, so that a descriptor is not
/// mistaken for a count or a status where one is passed around.
///
/// It does not own the descriptor: whoever opened it closes it (``close()``).
public struct FileDescriptor: RawRepresentable, Hashable, Sendable {
  /// The descriptor number.
  public let rawValue: Int32

  public init(rawValue: Int32) {
    self.rawValue = rawValue
  }

  /// The process's standard output.
  public static let standardOutput = FileDescriptor(rawValue: STDOUT_FILENO)

  /// Writes all of `bytes`, carrying on after short writes and interruptions.
  public func writeAll(_ bytes: UnsafeRawBufferPointer) -> Result<Void, Errno> {
    var offset = 0
    while offset < bytes.count {
      let result = retryOnInterrupt {
        write(rawValue, bytes.baseAddress! + offset, bytes.count - offset)
      }
      switch result {
      case .success(let written): offset += written
      case .failure(let error): return .failure(error)
      }
    }
    return .success(())
  }

  /// Closes the descriptor. Not retried on `EINTR`: Linux has closed it by then.
  public func close() {
    #if canImport(Glibc)
      _ = Glibc.close(rawValue)
    #else
      _ = Darwin.close(rawValue)
    #endif
  }
}
