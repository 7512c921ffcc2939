/// One key of the on-screen keyboard: what its cap says, what it does, and the accented
/// variants a long press offers.
public struct KeyDefinition: Hashable, Sendable {
  /// What a key does when it is typed.
  public enum Action: Hashable, Sendable {
    /// Types its text (shifted while shift is on).
    case text(String)
    /// Shifts the next letter.
    case shift
    /// Deletes the character before the caret, and repeats while held.
    case backspace
    /// Shows the symbols page.
    case symbols
    /// Shows the letters page.
    case letters
    /// Types a space.
    case space
    /// Ends the line: the Return key.
    case enter
    /// Puts the keyboard away; the text input keeps the focus.
    case hide
  }

  /// The name the key is known by: its text, or the name of what it does (`shift`,
  /// `backspace`, `symbols`, `letters`, `space`, `enter`, `hide`). `--print-keyboard`
  /// prints it.
  public let label: String
  /// What it does.
  public let action: Action
  /// What a long press offers instead of its text, in order.
  public let variants: [String]

  /// A key.
  public init(label: String, action: Action, variants: [String] = []) {
    self.label = label
    self.action = action
    self.variants = variants
  }

  /// A key that types `text`, with `variants` on a long press.
  public static func text(_ text: String, variants: [String] = []) -> KeyDefinition {
    KeyDefinition(label: text, action: .text(text), variants: variants)
  }

  /// The key as it shows with shift on: a letter upper-cased, with its variants.
  public func shifted() -> KeyDefinition {
    guard case .text(let text) = action else { return self }
    return KeyDefinition(
      label: text.uppercased(), action: .text(text.uppercased()),
      variants: variants.map { $0.uppercased() })
  }
}
