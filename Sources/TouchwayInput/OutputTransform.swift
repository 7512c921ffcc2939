/// How an output's panel is turned relative to the screen the user sees, as
/// `wl_output.transform` says it (the raw values are its values): a rotation by a
/// multiple of 90°, optionally after a flip around the vertical axis.
///
/// A touchscreen is glued to its panel, so its touches turn with the output: a rotated
/// output rotates the touches the way Weston does (`weston_output_transform_coordinate`).
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
  /// units: rotated first, then mirrored across the screen's width.
  func apply(x: Double, y: Double, width: Double, height: Double) -> (x: Double, y: Double) {
    let rotated: (x: Double, y: Double)
    switch rawValue % 4 {
    case 1: rotated = (y, width - x)
    case 2: rotated = (width - x, height - y)
    case 3: rotated = (height - y, x)
    default: rotated = (x, y)
    }
    guard isFlipped else { return rotated }
    return (x: (swapsAxes ? height : width) - rotated.x, y: rotated.y)
  }
}
