import ArgumentParser

/// How many of a panel's pixels make one point of the layout clients lay themselves out
/// in (`wl_output.scale`; wlroots 0.15 takes fractions, and tells clients the next whole
/// number up, which they draw at and the scene scales down).
///
/// By default it comes from the panel's pixel density: a panel is read from about as far as
/// a tablet is, so one point is made about 1/150 inch (Android's 160 dpi density class,
/// rounded), in halves: 1, 1.5, 2, 2.5 … A 10" 2560 × 1600 panel (302 dpi) gets 2, a
/// 10.1" 1920 × 1200 one (224 dpi) 1.5, a 7" 1024 × 600 one and every desktop monitor 1.
struct OutputScale: Equatable, Sendable, LosslessStringConvertible, ExpressibleByArgument {
  /// Pixels per point.
  let factor: Double

  /// The densest panel scale 1 is kept for, in pixels per inch.
  static let pointsPerInch = 150.0
  /// The range `--scale` takes; wlroots' scene draws any, clients read the whole number up.
  static let range = 0.5...8.0

  init(_ factor: Double) {
    self.factor = factor
  }

  /// Reads a factor in ``range``, such as `2` or `1.5`.
  init?(_ description: String) {
    guard let factor = Double(description), Self.range.contains(factor) else { return nil }
    self.init(factor)
  }

  var description: String {
    factor == factor.rounded() ? String(Int(factor)) : String(factor)
  }

  /// The scale for a panel of `width` × `height` pixels that measures `millimetres` (from
  /// its EDID), or 1 when it tells no size or one that cannot be a panel's (a projector's
  /// 0 × 0, a TV's aspect ratio given as 16 × 9 mm).
  static func automatic(
    width: Int, height: Int, millimetres: (width: Int, height: Int)
  ) -> OutputScale {
    guard width > 0, height > 0, millimetres.width > 0, millimetres.height > 0 else {
      return OutputScale(1)
    }
    let pixels = (Double(width * width + height * height)).squareRoot()
    let inches =
      (Double(millimetres.width * millimetres.width + millimetres.height * millimetres.height))
      .squareRoot() / 25.4
    let density = pixels / inches
    guard (40...1000).contains(density) else { return OutputScale(1) }
    return OutputScale(max(1, (density / pointsPerInch * 2).rounded() / 2))
  }
}
