/// The modifier keys in effect for a key, as UIKit's `UIKeyModifierFlags`.
///
/// `TouchwayKeyboard` fills them from xkbcommon's effective modifiers: Shift, Lock,
/// Control, Mod1 (Alt), Mod4 (Super) and Mod2 (Num Lock).
public struct KeyModifierFlags: OptionSet, Hashable, Sendable {
  /// The flags as bits.
  public let rawValue: UInt8

  /// Wraps flags given as bits.
  public init(rawValue: UInt8) {
    self.rawValue = rawValue
  }

  /// A Shift key is down.
  public static let shift = KeyModifierFlags(rawValue: 1 << 0)
  /// Caps Lock is on (UIKit's `alphaShift`).
  public static let capsLock = KeyModifierFlags(rawValue: 1 << 1)
  /// A Control key is down.
  public static let control = KeyModifierFlags(rawValue: 1 << 2)
  /// An Alt key is down (UIKit's `alternate`).
  public static let alternate = KeyModifierFlags(rawValue: 1 << 3)
  /// A Super (logo) key is down (UIKit's `command`).
  public static let command = KeyModifierFlags(rawValue: 1 << 4)
  /// Num Lock is on.
  public static let numLock = KeyModifierFlags(rawValue: 1 << 5)
}
