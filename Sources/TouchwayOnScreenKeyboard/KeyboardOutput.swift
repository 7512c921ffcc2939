/// What the keyboard types, for whoever sends it on: text to the text input, or the
/// keys that have no text.
public enum KeyboardOutput: Hashable, Sendable {
  /// Text to insert at the caret.
  case text(String)
  /// Delete the character before the caret.
  case backspace
  /// The Return key.
  case enter
}
