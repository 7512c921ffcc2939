import Glibc
import TouchwayInput

/// Opens libinput's devices through a ``Session``, so that `LiveInput` reads the seat's
/// devices without root: `LiveInput(backend: .udev(seat: session.seatName), opener:
/// SessionDeviceOpener(session: session))`.
public final class SessionDeviceOpener: DeviceOpener {
  private let session: Session
  private var devices: [Int32: SessionDevice] = [:]

  /// An opener for `session`'s devices.
  public init(session: Session) {
    self.session = session
  }

  /// Opens `path` through the session, read-write and non-blocking whatever `flags` ask
  /// (as libseat does); a paused session refuses with `EPERM`.
  public func openDevice(atPath path: String, flags: Int32) throws(InputError) -> Int32 {
    do {
      let device = try session.openDevice(path)
      devices[device.fileDescriptor] = device
      return device.fileDescriptor
    } catch .callFailed(_, let code) {
      throw .cannotOpen(path: path, errno: code)
    } catch {
      throw .cannotOpen(path: path, errno: EPERM)
    }
  }

  /// Gives the device back to the session and closes its descriptor.
  public func closeDevice(_ fileDescriptor: Int32) {
    devices[fileDescriptor] = nil
  }
}
