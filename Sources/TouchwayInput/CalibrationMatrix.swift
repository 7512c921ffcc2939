/// The first two rows of a 3×3 matrix that libinput applies to an absolute device's
/// normalized coordinates (0…1 across the device): `x' = a·x + b·y + c`,
/// `y' = d·x + e·y + f`, as udev's `LIBINPUT_CALIBRATION_MATRIX` writes it.
///
/// Setting one on a device (``DeviceConfiguration/calibration``) replaces the matrix udev
/// gave it.
public struct CalibrationMatrix: Hashable, Sendable, CustomStringConvertible {
  /// `a b c d e f`, row by row.
  public private(set) var values: [Float]

  /// Leaves coordinates alone.
  public static let identity = CalibrationMatrix(1, 0, 0, 0, 1, 0)

  /// The matrix `a b c` / `d e f`.
  public init(_ a: Float, _ b: Float, _ c: Float, _ d: Float, _ e: Float, _ f: Float) {
    values = [a, b, c, d, e, f]
  }

  /// Reads six numbers separated by spaces, as udev's property writes them; `nil` if the
  /// text is anything else.
  public init?(_ text: String) {
    let words = text.split(separator: " ")
    let numbers = words.compactMap { Float($0) }
    guard words.count == 6, numbers.count == 6, numbers.allSatisfy(\.isFinite) else {
      return nil
    }
    values = numbers
  }

  /// The six numbers, as ``init(_:)`` reads them.
  public var description: String {
    values.map { "\($0)" }.joined(separator: " ")
  }
}
