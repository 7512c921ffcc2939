import Glibc
public import TouchwaySystem

/// Opens device nodes with `open(2)`: for a compositor running as root, or for nodes the
/// user may read (a test's emulated device).
public final class DirectDeviceOpener: DeviceOpener {
  /// An opener with no state.
  public init() {}

  /// Opens `path` close-on-exec.
  public func openDevice(atPath path: String, flags: Int32) throws(InputError)
    -> FileDescriptor
  {
    let descriptor = open(path, flags | O_CLOEXEC)
    guard descriptor >= 0 else { throw .cannotOpen(path: path, errno: .current) }
    return FileDescriptor(rawValue: descriptor)
  }

  /// Closes the descriptor.
  public func closeDevice(_ fileDescriptor: FileDescriptor) {
    fileDescriptor.close()
  }
}
