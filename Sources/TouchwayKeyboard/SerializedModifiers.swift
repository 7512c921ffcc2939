/// The keyboard's modifiers and layout group as xkbcommon serializes them: the four
/// numbers of `wl_keyboard.modifiers`, which a client feeds to `xkb_state_update_mask`.
///
/// Each mask has one bit per modifier of the keymap, by its index there (in the usual
/// keymaps Shift is bit 0, Lock bit 1, Control bit 2, Mod1 bit 3, Mod2 bit 4, Mod4 bit 6).
public struct SerializedModifiers: Hashable, Sendable {
  /// Modifiers whose keys are held down.
  public var depressed: UInt32
  /// Modifiers latched until the next key (sticky keys).
  public var latched: UInt32
  /// Modifiers locked on, such as Caps Lock and Num Lock.
  public var locked: UInt32
  /// The effective layout group, counted from 0 in the order of ``Keymap/layoutNames``.
  public var group: UInt32

  /// Creates the four numbers.
  public init(depressed: UInt32 = 0, latched: UInt32 = 0, locked: UInt32 = 0, group: UInt32 = 0) {
    self.depressed = depressed
    self.latched = latched
    self.locked = locked
    self.group = group
  }
}
