import CWlroots
import Touchway

/// Where an output is in the layout and how its panel is turned: what a touchscreen glued
/// to it is mapped through.
struct OutputPlace {
  /// The output's box in the layout, in points.
  var box: wlr_box
  var transform: OutputTransform

  init(box: wlr_box, transform: OutputTransform) {
    self.box = box
    self.transform = transform
  }

  init(_ output: KioskOutput) {
    self.init(box: output.box, transform: output.transform)
  }

  /// The box as a rectangle of the core's geometry.
  var rect: Rect {
    Rect(
      x: Double(box.x), y: Double(box.y), width: Double(box.width), height: Double(box.height))
  }

  /// A position normalized to the touchscreen (0 to 1 across its sensor) in the layout:
  /// turned with the panel, then scaled onto the box.
  func location(x: Double, y: Double) -> Point {
    let (u, v) = transform.apply(x: x, y: y)
    return Point(x: rect.minX + u * rect.size.width, y: rect.minY + v * rect.size.height)
  }
}
