/// A key symbol: what a key means in the active layout and modifiers, as an xkb keysym
/// (`XKB_KEY_a` is 0x61, `XKB_KEY_XF86AudioPlay` is 0x1008FF14).
///
/// The core treats it as an opaque number; `TouchwayKeyboard` gives keysyms their names.
public struct Keysym: RawRepresentable, Hashable, Sendable {
  /// The xkb keysym value.
  public var rawValue: UInt32

  /// Wraps an xkb keysym value.
  public init(rawValue: UInt32) {
    self.rawValue = rawValue
  }

  /// No symbol: a key that means nothing in the active layout (`XKB_KEY_NoSymbol`), or one
  /// that produces more than one symbol.
  public static let none = Keysym(rawValue: 0)
}
