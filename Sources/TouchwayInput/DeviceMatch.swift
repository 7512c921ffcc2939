/// Which input devices a ``DeviceConfiguration`` is for.
public enum DeviceMatch: Hashable, Sendable {
  /// Every device.
  case any
  /// Devices whose name (the kernel's, as `libinput list-devices` shows it) is this.
  case name(String)
  /// The device at this node, as a path (`/dev/input/event5`) or its last component
  /// (`event5`).
  case node(String)

  /// Whether `device` is one of these.
  func matches(_ device: InputDevice) -> Bool {
    switch self {
    case .any: true
    case .name(let name): device.name == name
    case .node(let node): device.nodePath == node || device.systemName == node
    }
  }
}
