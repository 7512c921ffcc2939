public import TouchwaySystem

/// Why live input could not start, or could not take a device: each case names what
/// failed and why.
public enum InputError: Error, Hashable, CustomStringConvertible {
  /// The device node could not be opened; `errno` is the opener's reason.
  case cannotOpen(path: String, errno: Errno)
  /// The path is not a device node.
  case notADeviceNode(path: String)
  /// The node is not an input device libinput takes: not an evdev node, or a device
  /// libinput ignores.
  case notAnInputDevice(path: String)
  /// udev is not available (`udev_new` failed).
  case udevUnavailable
  /// libinput could not create its context.
  case contextUnavailable
  /// libinput could not read the devices of the udev seat.
  case seatUnavailable(seat: String)
  /// Devices are added and removed by path only on the path backend.
  case notOnPathBackend(operation: String)
  /// libinput could not reopen the devices after ``LiveInput/suspend()``.
  case resumeFailed
  /// A system call failed with `errno`.
  case systemCallFailed(call: String, errno: Errno)

  /// What went wrong, in a sentence.
  public var description: String {
    switch self {
    case .cannotOpen(let path, let code):
      "cannot open \(path): \(code)"
    case .notADeviceNode(let path):
      "\(path) is not a device node"
    case .notAnInputDevice(let path):
      "\(path) is not an input device libinput can read (its log says why)"
    case .udevUnavailable:
      "udev is not available (udev_new failed)"
    case .contextUnavailable:
      "libinput could not create a context"
    case .seatUnavailable(let seat):
      "libinput could not read the devices of seat \(seat) from udev"
    case .notOnPathBackend(let operation):
      "\(operation) needs the path backend; udev adds and removes the devices of a seat"
    case .resumeFailed:
      "libinput could not reopen its devices after a suspend"
    case .systemCallFailed(let call, let code):
      "\(call) failed: \(code)"
    }
  }
}
