import Touchway

/// A ``CalibrationMatrix`` applied to device coordinates the way libinput 1.22 applies it:
/// the matrix maps normalised device coordinates, and libinput folds the normalisation
/// into one 3×3 matrix in single precision (`evdev_device_calibrate`).
///
/// The arithmetic is `Float` throughout, with libinput's order of operations, so that the
/// truncated device coordinates come out exactly as libinput's do.
struct DeviceCalibration: Equatable {
  /// Row-major 3×3 (`struct matrix`'s `val[row][col]`).
  private var values: [Float]

  private init(values: [Float]) {
    self.values = values
  }

  private static func translation(_ x: Float, _ y: Float) -> DeviceCalibration {
    DeviceCalibration(values: [1, 0, x, 0, 1, y, 0, 0, 1])
  }

  private static func scale(_ x: Float, _ y: Float) -> DeviceCalibration {
    DeviceCalibration(values: [x, 0, 0, 0, y, 0, 0, 0, 1])
  }

  /// `matrix_mult`: single-precision products summed in double, stored as single.
  private func times(_ rhs: DeviceCalibration) -> DeviceCalibration {
    var result = [Float](repeating: 0, count: 9)
    for row in 0..<3 {
      for column in 0..<3 {
        var sum: Double = 0
        for index in 0..<3 {
          sum += Double(values[row * 3 + index] * rhs.values[index * 3 + column])
        }
        result[row * 3 + column] = Float(sum)
      }
    }
    return DeviceCalibration(values: result)
  }

  /// `matrix` on a device with axes `x` and `y`, or `nil` when there is no matrix or it
  /// is the identity (libinput then leaves coordinates alone).
  init?(_ matrix: CalibrationMatrix?, x: AbsoluteAxisInfo, y: AbsoluteAxisInfo) {
    guard let matrix, matrix != .identity else { return nil }
    let calibration = DeviceCalibration(values: matrix.values + [0, 0, 1])
    let width = Double(Int64(x.maximum) - Int64(x.minimum) + 1)
    let height = Double(Int64(y.maximum) - Int64(y.minimum) + 1)
    let unnormalize = Self.translation(Float(x.minimum), Float(y.minimum))
      .times(Self.scale(Float(width), Float(height)))
    let normalize = Self.translation(
      Float(-Double(x.minimum) / width), Float(-Double(y.minimum) / height)
    ).times(Self.scale(Float(1.0 / width), Float(1.0 / height)))
    self = unnormalize.times(calibration).times(normalize)
  }

  /// Transforms a device coordinate (`matrix_mult_vec`): single precision, truncated.
  func apply(x: Int32, y: Int32) -> (x: Int32, y: Int32) {
    let fx = Float(x)
    let fy = Float(y)
    let tx = fx * values[0] + fy * values[1] + values[2]
    let ty = fx * values[3] + fy * values[4] + values[5]
    return (Self.truncate(tx), Self.truncate(ty))
  }

  /// C's float-to-int conversion as x86-64 performs it: out of range gives `INT_MIN`.
  private static func truncate(_ value: Float) -> Int32 {
    guard value.isFinite, value > -2_147_483_904, value < 2_147_483_648 else { return .min }
    return Int32(value)
  }
}
