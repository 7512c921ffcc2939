/// The first two rows of a 3×3 matrix that libinput applies to an absolute device's
/// normalized coordinates (0…1 across the device): `x' = a·x + b·y + c`,
/// `y' = d·x + e·y + f`, as udev's `LIBINPUT_CALIBRATION_MATRIX` writes it.
///
/// Live input sets one on a device (replacing the matrix udev gave it); the recording
/// decoder applies the one a recorded device's udev properties give, as libinput would.
public struct CalibrationMatrix: Hashable, Sendable, CustomStringConvertible {
  /// `a b c d e f`, row by row.
  public private(set) var values: [Float]

  /// Leaves coordinates alone.
  public static let identity = CalibrationMatrix(1, 0, 0, 0, 1, 0)

  /// The matrix `a b c` / `d e f`.
  public init(_ a: Float, _ b: Float, _ c: Float, _ d: Float, _ e: Float, _ f: Float) {
    values = [a, b, c, d, e, f]
  }

  /// Reads exactly six numbers separated by spaces, as udev's property writes them; `nil`
  /// if the text is anything else.
  public init?(_ text: String) {
    guard text.split(separator: " ").count == 6 else { return nil }
    self.init(udevProperty: text)
  }

  /// Reads the property the way libinput does (`parse_calibration_property`): the first
  /// six of at least six space-separated decimals; `nil` if they are not.
  public init?(udevProperty text: String) {
    let words = text.split(separator: " ")
    guard words.count >= 6 else { return nil }
    var values: [Float] = []
    for word in words.prefix(6) {
      guard let value = Self.parseDecimal(word) else { return nil }
      values.append(Float(value))
    }
    self.values = values
  }

  /// libinput's `safe_atod`: digits, signs and points only, all of it a number, and no
  /// subnormal or infinite result.
  private static func parseDecimal(_ word: Substring) -> Double? {
    guard word.allSatisfy({ $0.isASCII && ($0.isNumber || "+-.".contains($0)) }),
      let value = Double(word), value == 0 || value.isNormal
    else { return nil }
    return value
  }

  /// The six numbers, as ``init(_:)`` reads them.
  public var description: String {
    values.map { "\($0)" }.joined(separator: " ")
  }
}
