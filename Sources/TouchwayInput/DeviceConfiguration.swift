public import Touchway

/// Settings for the input devices a ``DeviceMatch`` selects.
public struct DeviceConfiguration: Hashable, Sendable {
  /// The devices these settings are for.
  public var match: DeviceMatch
  /// The output whose panel the devices' absolute positions (touches, a tablet's pointer)
  /// are scaled onto, by name; `nil` leaves the choice to later settings, then to udev's
  /// `WL_OUTPUT` property, then to the first output.
  public var output: String?
  /// A calibration matrix that replaces the one from udev's
  /// `LIBINPUT_CALIBRATION_MATRIX`; `nil` keeps udev's.
  public var calibration: CalibrationMatrix?

  /// Settings for the devices `match` selects.
  public init(
    _ match: DeviceMatch, output: String? = nil, calibration: CalibrationMatrix? = nil
  ) {
    self.match = match
    self.output = output
    self.calibration = calibration
  }
}
