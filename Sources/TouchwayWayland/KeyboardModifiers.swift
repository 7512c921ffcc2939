/// The state of the modifier keys and layout group, as xkbcommon serializes it
/// (`wl_keyboard.modifiers`).
public struct KeyboardModifiers: Hashable, Sendable {
  /// Modifiers held down.
  public var depressed: UInt32
  /// Modifiers latched until the next key.
  public var latched: UInt32
  /// Modifiers locked on (Caps Lock).
  public var locked: UInt32
  /// The active layout group.
  public var group: UInt32

  /// Creates a modifier state; all zero by default.
  public init(depressed: UInt32 = 0, latched: UInt32 = 0, locked: UInt32 = 0, group: UInt32 = 0) {
    self.depressed = depressed
    self.latched = latched
    self.locked = locked
    self.group = group
  }
}
