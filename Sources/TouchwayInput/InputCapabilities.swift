/// The kinds of device a seat has: what `wl_seat.capabilities` announces. The raw values
/// are `wl_seat`'s.
public struct InputCapabilities: OptionSet, Hashable, Sendable {
  public let rawValue: UInt32

  /// Creates capabilities from `wl_seat`'s bits.
  public init(rawValue: UInt32) {
    self.rawValue = rawValue
  }

  /// A mouse, touchpad or other device that moves a pointer.
  public static let pointer = InputCapabilities(rawValue: 1)
  /// A device with keys.
  public static let keyboard = InputCapabilities(rawValue: 2)
  /// A touchscreen.
  public static let touch = InputCapabilities(rawValue: 4)
}
