internal import CXkbcommon
public import Touchway

/// Called with the new modifiers each time a key changes them.
public typealias ModifiersObserver = (SerializedModifiers) -> Void

/// Which keys are down and which modifiers and layout are in effect, for one keymap.
///
/// Owns one `xkb_state`. Tell it about every key with ``update(keyCode:change:)``; ask
/// what a key means (``key(forKeyCode:)``) before telling it the key went down, since the
/// key's own change (a Shift) does not apply to itself. Keycodes are Linux input event
/// codes (`KEY_A` is 30), as libinput and `wl_keyboard.key` give them.
public final class KeyboardState {
  /// The keymap the state follows.
  public let keymap: Keymap
  /// The modifiers now, as `wl_keyboard.modifiers` sends them.
  public private(set) var modifiers = SerializedModifiers()

  private let pointer: OpaquePointer
  private let flagIndices: [(index: xkb_mod_index_t, flag: KeyModifierFlags)]
  private var observers: [ModifiersObserver] = []

  /// Starts with no key down and the first layout.
  ///
  /// - Throws: ``KeyboardError/stateUnavailable`` if xkbcommon cannot make a state.
  public init(keymap: Keymap) throws(KeyboardError) {
    guard let pointer = xkb_state_new(keymap.pointer) else { throw .stateUnavailable }
    self.pointer = pointer
    self.keymap = keymap
    let names: [(String, KeyModifierFlags)] = [
      (XKB_MOD_NAME_SHIFT, .shift), (XKB_MOD_NAME_CAPS, .capsLock),
      (XKB_MOD_NAME_CTRL, .control), (XKB_MOD_NAME_ALT, .alternate),
      (XKB_MOD_NAME_LOGO, .command), (XKB_MOD_NAME_NUM, .numLock),
    ]
    flagIndices = names.compactMap { name, flag in
      let index = xkb_keymap_mod_get_index(keymap.pointer, name)
      return index == XKB_MOD_INVALID ? nil : (index, flag)
    }
  }

  deinit {
    xkb_state_unref(pointer)
  }

  /// Adds an observer told each time the modifiers or the layout group change.
  public func addModifiersObserver(_ observer: @escaping ModifiersObserver) {
    observers.append(observer)
  }

  /// A key went down or up (`xkb_state_update_key`). When that changed the modifiers or
  /// the group, the observers hear of it.
  ///
  /// - Returns: whether ``modifiers`` changed.
  @discardableResult
  public func update(keyCode: UInt32, change: KeyEvent.Change) -> Bool {
    _ = xkb_state_update_key(
      pointer, xkbKeycode(keyCode), change == .down ? XKB_KEY_DOWN : XKB_KEY_UP)
    let serialized = SerializedModifiers(
      depressed: xkb_state_serialize_mods(pointer, XKB_STATE_MODS_DEPRESSED),
      latched: xkb_state_serialize_mods(pointer, XKB_STATE_MODS_LATCHED),
      locked: xkb_state_serialize_mods(pointer, XKB_STATE_MODS_LOCKED),
      group: xkb_state_serialize_layout(pointer, XKB_STATE_LAYOUT_EFFECTIVE))
    guard serialized != modifiers else { return false }
    modifiers = serialized
    for observer in observers { observer(serialized) }
    return true
  }

  /// The modifiers in effect now (xkbcommon's effective modifiers).
  public var modifierFlags: KeyModifierFlags {
    var flags: KeyModifierFlags = []
    for (index, flag) in flagIndices
    where xkb_state_mod_index_is_active(pointer, index, XKB_STATE_MODS_EFFECTIVE) == 1 {
      flags.insert(flag)
    }
    return flags
  }

  /// The symbol the key produces now, or `Keysym.none` for a key with no symbol or with
  /// more than one (`xkb_state_key_get_one_sym`).
  public func keysym(forKeyCode keyCode: UInt32) -> Keysym {
    Keysym(rawValue: xkb_state_key_get_one_sym(pointer, xkbKeycode(keyCode)))
  }

  /// The text the key produces now, empty if none (`xkb_state_key_get_utf8`).
  public func text(forKeyCode keyCode: UInt32) -> String {
    let code = xkbKeycode(keyCode)
    let length = Int(xkb_state_key_get_utf8(pointer, code, nil, 0))
    guard length > 0 else { return "" }
    return withCharacterBuffer(capacity: length + 1) { buffer, size in
      xkb_state_key_get_utf8(pointer, code, buffer, size) > 0 ? length : 0
    }
  }

  /// The key as the core's presses carry it: keysym, text with and without modifiers, and
  /// the modifiers in effect now.
  public func key(forKeyCode keyCode: UInt32) -> Key {
    Key(
      keyCode: keyCode, keysym: keysym(forKeyCode: keyCode),
      characters: text(forKeyCode: keyCode),
      charactersIgnoringModifiers: unmodifiedText(forKeyCode: keyCode),
      modifierFlags: modifierFlags)
  }

  /// The text of the key's first level in its current layout: what it types with no
  /// modifier.
  private func unmodifiedText(forKeyCode keyCode: UInt32) -> String {
    let code = xkbKeycode(keyCode)
    let layout = xkb_state_key_get_layout(pointer, code)
    var symbols: UnsafePointer<xkb_keysym_t>?
    guard layout != XKB_LAYOUT_INVALID,
      xkb_keymap_key_get_syms_by_level(keymap.pointer, code, layout, 0, &symbols) == 1,
      let symbol = symbols?.pointee
    else { return "" }
    // A keysym's UTF-8 is at most 4 bytes and its NUL; xkbcommon wants room for 7.
    return withCharacterBuffer(capacity: 8) { buffer, size in
      max(Int(xkb_keysym_to_utf8(symbol, buffer, size)) - 1, 0)
    }
  }

  private func xkbKeycode(_ keyCode: UInt32) -> xkb_keycode_t {
    // xkbcommon numbers keys as X11 does: the evdev code plus 8.
    keyCode + 8
  }
}

/// Makes a string of the UTF-8 that `fill` writes into a buffer of `capacity` bytes;
/// `fill` returns how many bytes it wrote, NUL excluded. The buffer is on the stack and a
/// short text fits in a small string, so a key's text allocates nothing.
private func withCharacterBuffer(
  capacity: Int, _ fill: (UnsafeMutablePointer<CChar>, Int) -> Int
) -> String {
  withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { bytes in
    let count = bytes.withMemoryRebound(to: CChar.self) { fill($0.baseAddress!, $0.count) }
    return String(decoding: bytes.prefix(count), as: UTF8.self)
  }
}
