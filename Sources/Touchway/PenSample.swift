#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What a pen's tip reports besides its position: how hard it presses and how it leans.
///
/// The angles follow UIKit's `UITouch`: the altitude is the angle between the pen and the
/// glass (π/2 upright, towards 0 as it lies down), the azimuth the direction, in the plane
/// of the screen, in which the pen's far end leans (0 towards +x, π/2 towards +y, as the
/// screen's y axis points down).
public struct PenSample: Hashable, Sendable {
  /// The pressure, from 0 to 1 (libinput's normalized pressure).
  public var force: Double
  /// The angle between the pen and the screen's plane, in radians.
  public var altitudeAngle: Double
  /// The direction the pen leans, in radians in screen coordinates.
  public var azimuthAngle: Double

  /// Creates a sample.
  public init(force: Double, altitudeAngle: Double = .pi / 2, azimuthAngle: Double = 0) {
    self.force = force
    self.altitudeAngle = altitudeAngle
    self.azimuthAngle = azimuthAngle
  }

  /// A sample from libinput's axes: `pressure` from 0 to 1, and the tilts in degrees from
  /// the perpendicular towards +x and +y (the pen's far end leaning that way).
  public init(pressure: Double, tiltX: Double, tiltY: Double) {
    // The pen's direction is (tan tiltX, tan tiltY, 1): its lean in the plane of the
    // screen, and its angle above that plane.
    let x = tan(tiltX * .pi / 180)
    let y = tan(tiltY * .pi / 180)
    let lean = (x * x + y * y).squareRoot()
    self.init(
      force: min(max(pressure, 0), 1), altitudeAngle: atan2(1, lean),
      azimuthAngle: lean == 0 ? 0 : atan2(y, x))
  }

  /// What a finger reports: no force, upright.
  public static let finger = PenSample(force: 0)

  /// The sample turned with the screen: `transform` turns the panel's coordinates onto
  /// the screen's, and the azimuth turns with them.
  public func turned(by transform: OutputTransform) -> PenSample {
    let turned = transform.apply(
      x: cos(azimuthAngle), y: sin(azimuthAngle), width: 0, height: 0)
    var sample = self
    sample.azimuthAngle = atan2(turned.y, turned.x)
    return sample
  }
}
