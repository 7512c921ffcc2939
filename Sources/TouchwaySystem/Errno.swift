#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// An error number a system call left in `errno`, as swift-system's `Errno` holds it: the
/// one error type of the package's system calls, which each module's errors carry.
public struct Errno: Error, Hashable, Sendable, RawRepresentable, CustomStringConvertible {
  /// The number, such as `ENOENT`.
  public let rawValue: Int32

  public init(rawValue: Int32) {
    self.rawValue = rawValue
  }

  /// The calling thread's `errno` now: read it right after the call that failed.
  public static var current: Errno {
    Errno(rawValue: errno)
  }

  /// `EINTR`: a signal interrupted the call before it did anything.
  public static let interrupted = Errno(rawValue: EINTR)

  /// The system's text for the number and the number: `No such file or directory (errno 2)`.
  public var description: String {
    "\(String(cString: strerror(rawValue))) (errno \(rawValue))"
  }

  /// The result of a system call that returns `-1` (any negative value) and sets `errno` when
  /// it fails.
  public static func valueOrErrno<Value: FixedWidthInteger>(
    _ value: Value
  ) -> Result<Value, Errno> {
    value < 0 ? .failure(.current) : .success(value)
  }
}

/// Makes the system call `call` again for as long as a signal interrupts it (`EINTR`): its
/// value, or the error it failed with otherwise.
public func retryOnInterrupt<Value: FixedWidthInteger>(
  _ call: () -> Value
) -> Result<Value, Errno> {
  while true {
    let result = Errno.valueOrErrno(call())
    if case .failure(.interrupted) = result { continue }
    return result
  }
}
