/// How an output's panel is turned relative to the screen the user sees, as
/// `wl_output.transform` says it (the raw values are its values): a flip around the
/// vertical axis, optionally, then a rotation by a multiple of 90°.
///
/// A touchscreen is glued to its panel, so its touches turn with the output: a point of
/// the panel shows on the screen where the compositor draws that pixel of the panel (as
/// wlroots draws it: `wlr_box_transform` with the inverted transform). Live input,
/// recording replays, the kiosk's touchscreens and its `--transform` option all use this
/// one type; a compositor maps it to its library's enum where it sets the output's
/// transform.
public enum OutputTransform: Int, CaseIterable, Hashable, Sendable {
  case normal = 0
  case rotated90 = 1
  case rotated180 = 2
  case rotated270 = 3
  case flipped = 4
  case flipped90 = 5
  case flipped180 = 6
  case flipped270 = 7

  /// The transform for a name as compositors' configurations write it: `normal`, `90`,
  /// `180`, `270`, `flipped`, `flipped-90`, `flipped-180`, `flipped-270`.
  public init?(name: String) {
    guard let transform = Self.allCases.first(where: { $0.name == name }) else { return nil }
    self = transform
  }

  /// The configuration name (see ``init(name:)``).
  public var name: String {
    let degrees = [0, 90, 180, 270][rawValue % 4]
    switch (isFlipped, degrees) {
    case (false, 0): return "normal"
    case (true, 0): return "flipped"
    case (false, _): return "\(degrees)"
    case (true, _): return "flipped-\(degrees)"
    }
  }

  /// Whether the panel is mirrored.
  public var isFlipped: Bool { rawValue >= 4 }

  /// Whether the screen's width runs along the panel's height.
  public var swapsAxes: Bool { rawValue % 2 == 1 }

  /// Where a point of a `width` × `height` panel appears on the turned screen, in the same
  /// units (the unit square for normalized positions): mirrored across the panel's width
  /// first, then rotated.
  public func apply(
    x: Double, y: Double, width: Double = 1, height: Double = 1
  ) -> (x: Double, y: Double) {
    let (x, y) = isFlipped ? (width - x, y) : (x, y)
    switch rawValue % 4 {
    case 1: return (y, width - x)
    case 2: return (width - x, height - y)
    case 3: return (height - y, x)
    default: return (x, y)
    }
  }
}
