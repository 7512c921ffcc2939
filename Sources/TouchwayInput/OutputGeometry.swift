public import Touchway

/// An output as input sees it: its name, where it lies on the screen, and the panel behind
/// it, onto which libinput scales the touches of the devices mapped to it.
public struct OutputGeometry: Hashable, Sendable {
  /// The output's name, such as `DSI-1`; devices are mapped to outputs by name.
  public var name: String
  /// The top-left corner of the output on the screen, in points.
  public var origin: Point
  /// The width of the panel's mode in pixels, before the transform.
  public var pixelWidth: UInt32
  /// The height of the panel's mode in pixels, before the transform.
  public var pixelHeight: UInt32
  /// Pixels per point.
  public var scale: Double
  /// How the panel is turned on the screen.
  public var transform: OutputTransform

  /// Describes an output of `pixelWidth` × `pixelHeight` pixels (its mode, as the panel
  /// scans it out) at `origin`, shown at `scale` pixels per point and turned by
  /// `transform`.
  public init(
    name: String, origin: Point = .zero, pixelWidth: UInt32, pixelHeight: UInt32,
    scale: Double = 1, transform: OutputTransform = .normal
  ) {
    self.name = name
    self.origin = origin
    self.pixelWidth = pixelWidth
    self.pixelHeight = pixelHeight
    self.scale = scale
    self.transform = transform
  }

  /// Where a device with no output scales its positions: the unit square.
  static let unitSquare = OutputGeometry(name: "", pixelWidth: 1, pixelHeight: 1)

  /// What the output covers on the screen, in points.
  public var frame: Rect {
    let (width, height) =
      transform.swapsAxes ? (pixelHeight, pixelWidth) : (pixelWidth, pixelHeight)
    return Rect(
      origin: origin, size: Size(width: Double(width) / scale, height: Double(height) / scale))
  }

  /// The screen point of a position on the panel, in pixels (what libinput's
  /// `*_transformed(…, pixelWidth)` functions give).
  public func screenPoint(panelX x: Double, panelY y: Double) -> Point {
    let turned = transform.apply(
      x: x, y: y, width: Double(pixelWidth), height: Double(pixelHeight))
    return Point(x: origin.x + turned.x / scale, y: origin.y + turned.y / scale)
  }
}
