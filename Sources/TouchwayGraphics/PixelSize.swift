/// A size in whole pixels, written `WIDTHxHEIGHT` (`800x480`) on command lines.
public struct PixelSize: Hashable, Sendable, LosslessStringConvertible {
  /// Columns.
  public var width: Int
  /// Rows.
  public var height: Int

  /// Creates a size.
  public init(width: Int, height: Int) {
    self.width = width
    self.height = height
  }

  /// Reads `WIDTHxHEIGHT` with two positive whole numbers; `nil` for anything else.
  public init?(_ description: String) {
    let parts = description.split(separator: "x", omittingEmptySubsequences: false)
    guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]),
      width > 0, height > 0
    else { return nil }
    self.init(width: width, height: height)
  }

  /// `WIDTHxHEIGHT`.
  public var description: String { "\(width)x\(height)" }
}
