/// A change to a DRM device that udev reported.
public struct HotplugEvent: Equatable, Sendable {
  /// What happened to the device.
  public enum Kind: Equatable, Sendable {
    /// Its connectors changed: a screen was attached or detached (udev `change`).
    case changed
    /// The device is gone (udev `remove`).
    case removed
  }

  /// What happened.
  public var kind: Kind
  /// The device node, such as `/dev/dri/card0`.
  public var devicePath: String

  /// Describes a change.
  public init(kind: Kind, devicePath: String) {
    self.kind = kind
    self.devicePath = devicePath
  }
}
