public import TouchwaySystem

/// Why the keyboard could not be set up: each case names what failed and why.
public enum KeyboardError: Error, Hashable, CustomStringConvertible {
  /// xkbcommon could not make a context (`xkb_context_new`).
  case contextUnavailable
  /// xkbcommon could not compile a keymap (`xkb_keymap_new_from_names` or
  /// `xkb_keymap_new_from_string`). `source` says what was compiled (its names, or the name
  /// of the text); `messages` are xkbcommon's errors, which name files and lines.
  case keymapDoesNotCompile(source: String, messages: [String])
  /// xkbcommon could not make a state for a keymap (`xkb_state_new`).
  case stateUnavailable
  /// A repeat rate or delay that is negative or too large for `wl_keyboard.repeat_info`.
  case invalidRepeat(rate: Int, delay: Int)
  /// A system call failed with `errno`.
  case systemCallFailed(call: String, errno: Errno)

  /// What went wrong, in a sentence.
  public var description: String {
    switch self {
    case .contextUnavailable:
      "xkbcommon could not create a context (xkb_context_new failed)"
    case .keymapDoesNotCompile(let source, let messages):
      "the keymap \(source) does not compile: "
        + (messages.isEmpty ? "xkbcommon gave no reason" : Self.sentence(messages))
    case .stateUnavailable:
      "xkbcommon could not create a keyboard state (xkb_state_new failed)"
    case .invalidRepeat(let rate, let delay):
      "key repeat rate \(rate)/s and delay \(delay) ms must be between 0 and \(Int32.max)"
    case .systemCallFailed(let call, let code):
      "\(call) failed: \(code)"
    }
  }

  /// Joins xkbcommon's messages, one line each, into one line: a message that ends with a
  /// colon runs on into the next (a list of include paths).
  private static func sentence(_ messages: [String]) -> String {
    var result = ""
    for message in messages {
      let trimmed = message.drop { $0.isWhitespace }
      if !result.isEmpty { result += result.hasSuffix(":") ? " " : "; " }
      result += trimmed
    }
    return result
  }
}
