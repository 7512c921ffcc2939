/// A device node opened through a ``Session``: its descriptor is valid until this object
/// goes away, which gives the device back to the session and closes the descriptor.
public final class SessionDevice {
  /// The device node, such as `/dev/dri/card0`.
  public let path: String
  /// The open descriptor (read-write, non-blocking, close-on-exec).
  public let fileDescriptor: Int32
  private let id: Int32
  private let session: Session

  init(path: String, fileDescriptor: Int32, id: Int32, session: Session) {
    self.path = path
    self.fileDescriptor = fileDescriptor
    self.id = id
    self.session = session
  }

  deinit {
    session.backend.closeDevice(id: id, fileDescriptor: fileDescriptor)
  }
}
