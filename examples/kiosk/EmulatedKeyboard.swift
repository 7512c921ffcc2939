import CKioskGlue
import CWlroots
import TouchwayOnScreenKeyboard

/// The keyboard the kiosk types with itself: what the built-in keyboard sends when no
/// text input takes it (Return, or an app without text-input-v3) goes to the focused
/// client as key events of xkbcommon's default keymap, typed as on a US keyboard.
final class EmulatedKeyboard {
  private let device: UnsafeMutablePointer<wlr_input_device>
  private var time: UInt32 = 0

  init(inputs: InputDevices) throws {
    device = try nonNil(
      "kiosk_emulated_keyboard_create", kiosk_emulated_keyboard_create("on-screen keyboard"))
    inputs.add(device, emulated: true)
  }

  /// Presses and releases the keys of `output`; a character the keymap has no key for is
  /// dropped, and logged.
  func type(_ output: KeyboardOutput) {
    switch output {
    case .enter: tap(Self.enter, shifted: false)
    case .backspace: tap(Self.backspace, shifted: false)
    case .text(let text):
      for character in text {
        guard let (code, shifted) = Self.keycode(of: character) else {
          let code = String(character.unicodeScalars.first!.value, radix: 16, uppercase: true)
          logger.info("the on-screen keyboard has no key event for U+\(code)")
          continue
        }
        tap(code, shifted: shifted)
      }
    }
  }

  private func tap(_ code: UInt32, shifted: Bool) {
    if shifted { send(Self.leftShift, WL_KEYBOARD_KEY_STATE_PRESSED) }
    send(code, WL_KEYBOARD_KEY_STATE_PRESSED)
    send(code, WL_KEYBOARD_KEY_STATE_RELEASED)
    if shifted { send(Self.leftShift, WL_KEYBOARD_KEY_STATE_RELEASED) }
  }

  private func send(_ code: UInt32, _ state: wl_keyboard_key_state) {
    time &+= 1
    var event = wlr_event_keyboard_key(
      time_msec: time, keycode: code, update_state: true, state: state)
    wlr_keyboard_notify_key(device.pointee.keyboard, &event)
  }

  // Linux input event codes (linux/input-event-codes.h).
  private static let enter: UInt32 = 28
  private static let backspace: UInt32 = 14
  private static let leftShift: UInt32 = 42

  /// The US layout's key for `character`, and whether it needs shift.
  private static func keycode(of character: Character) -> (UInt32, Bool)? {
    let text = String(character)
    if let code = unshifted[text] { return (code, false) }
    if let code = shiftedKeys[text] { return (code, true) }
    if let code = unshifted[text.lowercased()], text != text.lowercased() { return (code, true) }
    return nil
  }

  private static let unshifted: [String: UInt32] = {
    var codes: [String: UInt32] = [
      " ": 57, "-": 12, "=": 13, ",": 51, ".": 52, "/": 53, ";": 39, "'": 40,
    ]
    for (row, first) in [("1234567890", 2), ("qwertyuiop", 16), ("asdfghjkl", 30), ("zxcvbnm", 44)]
    {
      for (offset, character) in row.enumerated() {
        codes[String(character)] = UInt32(first + offset)
      }
    }
    return codes
  }()

  private static let shiftedKeys: [String: UInt32] = [
    "!": 2, "@": 3, "#": 4, "$": 5, "%": 6, "^": 7, "&": 8, "*": 9, "(": 10, ")": 11, "_": 12,
    "+": 13, "?": 53, ":": 39, "\"": 40, "~": 41,
  ]
}
