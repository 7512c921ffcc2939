/// How a buffer's pixels are turned to fill its surface (`wl_output.transform`), as the
/// client set it with `wl_surface.set_buffer_transform`.
public enum BufferTransform: Int32, Sendable {
  /// The pixels as they are.
  case normal = 0
  /// Rotated 90 degrees counter-clockwise.
  case rotated90
  /// Rotated 180 degrees.
  case rotated180
  /// Rotated 270 degrees counter-clockwise.
  case rotated270
  /// Flipped around the vertical axis.
  case flipped
  /// Flipped, then rotated 90 degrees counter-clockwise.
  case flipped90
  /// Flipped, then rotated 180 degrees.
  case flipped180
  /// Flipped, then rotated 270 degrees counter-clockwise.
  case flipped270

  /// Whether the buffer's width becomes the surface's height.
  public var swapsAxes: Bool {
    switch self {
    case .rotated90, .rotated270, .flipped90, .flipped270: true
    default: false
    }
  }
}
