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
  /// units (the unit square for normalized positions): turned, then mirrored across the
  /// screen's width. wlroots draws the screen's (x, y) at the panel's (y, height − x) for
  /// `90` (`wl_output.transform`'s 90° counter-clockwise), so the panel's (x, y) shows
  /// the screen's (height − y, x).
  public func apply(
    x: Double, y: Double, width: Double = 1, height: Double = 1
  ) -> (x: Double, y: Double) {
    let (turnedX, turnedY) =
      switch rawValue % 4 {
      case 1: (height - y, x)
      case 2: (width - x, height - y)
      case 3: (y, width - x)
      default: (x, y)
      }
    let screenWidth = swapsAxes ? height : width
    return (isFlipped ? screenWidth - turnedX : turnedX, turnedY)
  }

  /// The transform that takes the turned screen back to the panel: a quarter turn the
  /// other way; a half turn and the mirrored ones undo themselves.
  public var inverse: OutputTransform {
    switch self {
    case .rotated90: .rotated270
    case .rotated270: .rotated90
    default: self
    }
  }

  /// Where a rectangle of a `width` × `height` panel appears on the turned screen (see
  /// ``apply(x:y:width:height:)``).
  public func apply(_ rect: Rect, width: Double, height: Double) -> Rect {
    let corner = apply(x: rect.minX, y: rect.minY, width: width, height: height)
    let opposite = apply(x: rect.maxX, y: rect.maxY, width: width, height: height)
    return Rect(
      x: min(corner.x, opposite.x), y: min(corner.y, opposite.y),
      width: abs(opposite.x - corner.x), height: abs(opposite.y - corner.y))
  }
}
