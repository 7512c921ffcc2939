/// A key of a hardware keyboard and what it produced, as UIKit's `UIKey`.
///
/// A plain value: short texts are stored inline, so making one allocates nothing.
public struct Key: Hashable, Sendable {
  /// The Linux input event code of the key (`KEY_A` is 30), as evdev, libinput and
  /// `wl_keyboard.key` number keys; xkbcommon's keycode is this plus 8.
  public var keyCode: UInt32
  /// The symbol the key produces with the modifiers in effect.
  public var keysym: Keysym
  /// The text the key produces with the modifiers in effect: "A" for Shift+A, empty for a
  /// key that produces none (Shift itself, an arrow).
  public var characters: String
  /// The text the key produces without modifiers, in the active layout: "a" for Shift+A.
  public var charactersIgnoringModifiers: String
  /// The modifiers in effect when the key went down, not counting the key's own change.
  public var modifierFlags: KeyModifierFlags

  /// Creates a key.
  public init(
    keyCode: UInt32, keysym: Keysym, characters: String = "",
    charactersIgnoringModifiers: String = "", modifierFlags: KeyModifierFlags = []
  ) {
    self.keyCode = keyCode
    self.keysym = keysym
    self.characters = characters
    self.charactersIgnoringModifiers = charactersIgnoringModifiers
    self.modifierFlags = modifierFlags
  }
}
