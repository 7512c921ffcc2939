/// An sRGB colour with alpha, stored as the premultiplied word `0xAARRGGBB` that
/// ``PixelFormat/argb8888`` pixels hold.
public struct Color: Hashable, Sendable {
  /// The premultiplied pixel word.
  public var argb: UInt32

  /// Creates a colour from a premultiplied pixel word.
  public init(argb: UInt32) {
    self.argb = argb
  }

  /// Creates an opaque colour from 8-bit components.
  public init(red: UInt8, green: UInt8, blue: UInt8) {
    argb = 0xFF00_0000 | UInt32(red) << 16 | UInt32(green) << 8 | UInt32(blue)
  }

  /// The alpha component, 0 (transparent) to 255 (opaque).
  public var alpha: UInt8 { UInt8(truncatingIfNeeded: argb >> 24) }
  /// The red component, premultiplied.
  public var red: UInt8 { UInt8(truncatingIfNeeded: argb >> 16) }
  /// The green component, premultiplied.
  public var green: UInt8 { UInt8(truncatingIfNeeded: argb >> 8) }
  /// The blue component, premultiplied.
  public var blue: UInt8 { UInt8(truncatingIfNeeded: argb) }

  /// Opaque black.
  public static let black = Color(red: 0, green: 0, blue: 0)
  /// Opaque white.
  public static let white = Color(red: 255, green: 255, blue: 255)
}
