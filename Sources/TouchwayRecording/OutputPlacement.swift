public import Touchway

/// A decoder that scales device positions onto an output as libinput does
/// (`libinput_event_*_get_x_transformed`).
public protocol OutputScaling {
  /// The horizontal position scaled onto `width` points.
  func transformedX(_ x: Int32, width: Double) -> Double
  /// The vertical position scaled onto `height` points.
  func transformedY(_ y: Int32, height: Double) -> Double
}

extension TouchDecoder: OutputScaling {}
extension TabletDecoder: OutputScaling {}

extension OutputScaling {
  /// Where the device position (`x`, `y`) lands on `output` turned by `transform`: scaled
  /// onto the panel (the output before its transform), then turned onto the screen, as a
  /// touchscreen or screen tablet glued to the panel turns with it.
  public func location(x: Int32, y: Int32, on output: Rect, turnedBy transform: OutputTransform)
    -> Point
  {
    let (width, height) =
      transform.swapsAxes ? (output.height, output.width) : (output.width, output.height)
    let turned = transform.apply(
      x: transformedX(x, width: width), y: transformedY(y, height: height), width: width,
      height: height)
    return Point(x: output.minX + turned.x, y: output.minY + turned.y)
  }
}
