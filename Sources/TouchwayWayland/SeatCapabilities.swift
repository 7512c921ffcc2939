/// The kinds of input device a seat has (`wl_seat.capability`).
public struct SeatCapabilities: OptionSet, Hashable, Sendable {
  /// The C bits.
  public let rawValue: UInt32

  /// Creates a set from the C bits.
  public init(rawValue: UInt32) {
    self.rawValue = rawValue
  }

  /// A mouse or touchpad (`WL_SEAT_CAPABILITY_POINTER`).
  public static let pointer = SeatCapabilities(rawValue: 1)
  /// A keyboard (`WL_SEAT_CAPABILITY_KEYBOARD`).
  public static let keyboard = SeatCapabilities(rawValue: 2)
  /// A touchscreen (`WL_SEAT_CAPABILITY_TOUCH`).
  public static let touch = SeatCapabilities(rawValue: 4)
}
