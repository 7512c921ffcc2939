internal import CWaylandServer
import Touchway

/// A screen the compositor shows surfaces on, as clients see it (`wl_output`).
///
/// Make one, hand it to ``WaylandServer/addOutput(_:)``, and clients can bind it from then
/// on; surfaces get `wl_surface.enter` and `leave` as they come onto it and leave it.
public final class Output {
  /// A short unique name, such as `HDMI-A-1` (`wl_output.name`).
  public let name: String
  /// A human-readable description (`wl_output.description`).
  public let description: String
  /// Where the output is, in screen points; its size is the mode's size divided by the
  /// scale.
  public let frame: Rect
  /// The mode's size in pixels.
  public let pixelWidth: Int32
  /// The mode's height in pixels.
  public let pixelHeight: Int32
  /// Pixels per point along each axis (`wl_output.scale`).
  public let scale: Int32
  /// The refresh rate in millihertz (`wl_output.mode`).
  public let refreshMillihertz: Int32
  /// The physical size in millimetres, or 0 if unknown (`wl_output.geometry`).
  public let physicalWidth: Int32
  /// The physical height in millimetres, or 0 if unknown.
  public let physicalHeight: Int32
  /// The manufacturer (`wl_output.geometry`).
  public let make: String
  /// The model (`wl_output.geometry`).
  public let model: String

  /// Describes an output at `origin` in screen points, with a mode of `pixelWidth` ×
  /// `pixelHeight` pixels shown at `scale` pixels per point.
  public init(
    name: String, description: String? = nil, origin: Point = .zero, pixelWidth: Int32,
    pixelHeight: Int32, scale: Int32 = 1, refreshMillihertz: Int32 = 60_000,
    physicalWidth: Int32 = 0, physicalHeight: Int32 = 0, make: String = "Touchway",
    model: String = "Touchway"
  ) {
    precondition(
      pixelWidth > 0 && pixelHeight > 0 && scale > 0, "an output needs a positive size and scale")
    self.name = name
    self.description = description ?? name
    self.pixelWidth = pixelWidth
    self.pixelHeight = pixelHeight
    self.scale = scale
    self.refreshMillihertz = refreshMillihertz
    self.physicalWidth = physicalWidth
    self.physicalHeight = physicalHeight
    self.make = make
    self.model = model
    frame = Rect(
      origin: origin,
      size: Size(width: Double(pixelWidth / scale), height: Double(pixelHeight / scale)))
  }

  /// Sends a new binding everything about the output, then `done`.
  func describe(to resource: OpaquePointer, version: UInt32) {
    wl_output_send_geometry(
      resource, Int32(frame.minX), Int32(frame.minY), physicalWidth, physicalHeight,
      Int32(WL_OUTPUT_SUBPIXEL_UNKNOWN.rawValue), make, model,
      Int32(BufferTransform.normal.rawValue))
    wl_output_send_mode(
      resource, WL_OUTPUT_MODE_CURRENT.rawValue | WL_OUTPUT_MODE_PREFERRED.rawValue, pixelWidth,
      pixelHeight,
      refreshMillihertz)
    if version >= 2 { wl_output_send_scale(resource, scale) }
    if version >= 4 {
      wl_output_send_name(resource, name)
      wl_output_send_description(resource, description)
    }
    if version >= 2 { wl_output_send_done(resource) }
  }
}
