public import TouchwaySystem

/// Opens and closes device nodes for libinput (its `open_restricted` and
/// `close_restricted`): directly as root (``DirectDeviceOpener``), or through a seat
/// session (libseat) that grants the devices of the seat to an unprivileged compositor.
///
/// Calls come from ``LiveInput``'s thread, while it creates its context, dispatches,
/// suspends or resumes.
public protocol DeviceOpener: AnyObject {
  /// Opens the node at `path` with the `open(2)` `flags` libinput asks for.
  ///
  /// - Returns: the open descriptor, which stays valid until ``closeDevice(_:)``.
  /// - Throws: ``InputError/cannotOpen(path:errno:)`` with the reason.
  func openDevice(atPath path: String, flags: Int32) throws(InputError) -> FileDescriptor

  /// Closes a descriptor from ``openDevice(atPath:flags:)``, giving the device back.
  func closeDevice(_ fileDescriptor: FileDescriptor)
}
