import Touchway

/// How live input treats its devices: which output each maps to and how it is calibrated.
///
/// For each setting, the first ``DeviceConfiguration`` that selects a device and gives the
/// setting wins, so specific entries go before general ones.
public struct InputConfiguration: Hashable, Sendable {
  /// The per-device settings, most specific first.
  public var devices: [DeviceConfiguration]

  /// A configuration with the given device settings.
  public init(devices: [DeviceConfiguration] = []) {
    self.devices = devices
  }

  /// The output `device` is mapped to by configuration, if any.
  func output(for device: InputDevice) -> String? {
    devices.lazy.filter { $0.match.matches(device) }.compactMap(\.output).first
  }

  /// The calibration configured for `device`, if any.
  func calibration(for device: InputDevice) -> CalibrationMatrix? {
    devices.lazy.filter { $0.match.matches(device) }.compactMap(\.calibration).first
  }
}
