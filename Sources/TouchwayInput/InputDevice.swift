internal import CLibinput
public import Touchway

/// One device libinput reads: a touchscreen, keyboard, mouse… It owns a reference to the
/// `libinput_device`, so it stays valid after the device is gone, and keeps the libinput
/// context alive, since `libinput_unref` frees every device with the context.
public final class InputDevice {
  /// The kernel's name for the device, such as `Atmel maXTouch Touchscreen`.
  public let name: String
  /// The name of its event node, such as `event5`.
  public let systemName: String
  /// Its event node, such as `/dev/input/event5`, if udev knows it.
  public let nodePath: String?
  /// What it can do, as seat capabilities.
  public let capabilities: InputCapabilities
  /// The output its absolute positions are scaled onto; `nil` when there is no output,
  /// and then they fall in the unit square at the screen's origin.
  public internal(set) var output: OutputGeometry?

  let pointer: OpaquePointer
  private let context: LibinputContext

  /// Wraps `pointer`, a device of `context`, and makes itself the device's user data (see
  /// ``from(_:)``).
  init(_ pointer: OpaquePointer, context: LibinputContext) {
    self.pointer = libinput_device_ref(pointer)
    self.context = context
    name = String(cString: libinput_device_get_name(pointer))
    systemName = String(cString: libinput_device_get_sysname(pointer))
    nodePath = Self.nodePath(of: pointer)
    capabilities = Self.capabilities(of: pointer)
    libinput_device_set_user_data(pointer, opaque(self))
  }

  deinit {
    libinput_device_set_user_data(pointer, nil)
    libinput_device_unref(pointer)
  }

  /// The wrapper of a device, if one was made and is alive.
  static func from(_ pointer: OpaquePointer) -> InputDevice? {
    libinput_device_get_user_data(pointer).map { fromOpaque($0) }
  }

  /// The output udev assigns the device to (`WL_OUTPUT`), if any.
  public var udevOutputName: String? {
    libinput_device_get_output_name(pointer).map { String(cString: $0) }
  }

  /// Whether the device takes a calibration matrix (absolute devices do).
  public var isCalibratable: Bool {
    libinput_device_config_calibration_has_matrix(pointer) != 0
  }

  /// The calibration matrix in effect.
  public var calibration: CalibrationMatrix {
    Self.matrix { libinput_device_config_calibration_get_matrix(pointer, $0) }
  }

  /// The calibration matrix udev gives the device (`LIBINPUT_CALIBRATION_MATRIX`), or the
  /// identity.
  public var defaultCalibration: CalibrationMatrix {
    Self.matrix { libinput_device_config_calibration_get_default_matrix(pointer, $0) }
  }

  private static func matrix(_ read: (UnsafeMutablePointer<Float>) -> Int32) -> CalibrationMatrix {
    var values = [Float](repeating: 0, count: 6)
    _ = read(&values)
    return CalibrationMatrix(values[0], values[1], values[2], values[3], values[4], values[5])
  }

  /// Replaces the calibration matrix; returns whether libinput took it.
  func setCalibration(_ matrix: CalibrationMatrix) -> Bool {
    libinput_device_config_calibration_set_matrix(pointer, matrix.values)
      == LIBINPUT_CONFIG_STATUS_SUCCESS
  }

  private static func nodePath(of pointer: OpaquePointer) -> String? {
    guard let device = libinput_device_get_udev_device(pointer) else { return nil }
    defer { udev_device_unref(device) }
    return udev_device_get_devnode(device).map { String(cString: $0) }
  }

  private static func capabilities(of pointer: OpaquePointer) -> InputCapabilities {
    let kinds: [(libinput_device_capability, InputCapabilities)] = [
      (LIBINPUT_DEVICE_CAP_POINTER, .pointer), (LIBINPUT_DEVICE_CAP_KEYBOARD, .keyboard),
      (LIBINPUT_DEVICE_CAP_TOUCH, .touch),
    ]
    return kinds.reduce(into: []) { result, kind in
      if libinput_device_has_capability(pointer, kind.0) != 0 { result.insert(kind.1) }
    }
  }
}
