/// A mode asked for on a command line: `WIDTHxHEIGHT`, or `WIDTHxHEIGHT@HZ` with the
/// refresh rate in hertz (`1280x800`, `1920x1080@59.94`).
struct ModeRequest: Equatable, Sendable, LosslessStringConvertible {
  /// Pixels per row.
  var width: Int
  /// Rows.
  var height: Int
  /// The refresh rate in millihertz, or `nil` for any.
  var refreshMillihertz: Int?

  /// A request for a `width` × `height` mode, at a given refresh rate or any.
  init(width: Int, height: Int, refreshMillihertz: Int? = nil) {
    self.width = width
    self.height = height
    self.refreshMillihertz = refreshMillihertz
  }

  /// Reads `WIDTHxHEIGHT[@HZ]` with positive numbers; `nil` for anything else.
  init?(_ description: String) {
    let parts = description.split(separator: "@", omittingEmptySubsequences: false)
    guard parts.count <= 2 else { return nil }
    let size = parts[0].split(separator: "x", omittingEmptySubsequences: false)
    guard size.count == 2, let width = Int(size[0]), let height = Int(size[1]),
      width > 0, height > 0
    else { return nil }
    self.init(width: width, height: height)
    if parts.count == 2 {
      guard let hertz = Double(parts[1]), hertz > 0, hertz < 10_000 else { return nil }
      refreshMillihertz = Int((hertz * 1000).rounded())
    }
  }

  /// `WIDTHxHEIGHT`, then `@HZ` if a rate was asked for.
  var description: String {
    let size = "\(width)x\(height)"
    guard let refreshMillihertz else { return size }
    let hertz = Double(refreshMillihertz) / 1000
    return size + "@" + (refreshMillihertz % 1000 == 0 ? "\(refreshMillihertz / 1000)" : "\(hertz)")
  }
}
