import CWlroots
import Touchway

/// What a text-input v1 or v2 client says of its field with `set_surrounding_text`,
/// `set_content_type` and `set_cursor_rectangle`, which takes effect at once at v1's
/// `commit_state` or `reset`, or v2's `update_state`. Each part stays as the client last
/// set it.
struct TextInputState {
  struct Parts {
    var surroundingText: (text: String, cursor: UInt32, anchor: UInt32)?
    var contentType: TextContentType?
    var cursorRectangle: wlr_box?
  }

  /// What the client set since its last commit.
  var pending = Parts()
  /// What its commits made current.
  private(set) var current = Parts()

  /// The pending parts become current.
  mutating func commit() {
    current = Parts(
      surroundingText: pending.surroundingText ?? current.surroundingText,
      contentType: pending.contentType ?? current.contentType,
      cursorRectangle: pending.cursorRectangle ?? current.cursorRectangle)
    pending = Parts()
  }
}

/// A text input of the protocols the kiosk serves itself (v1 and v2), which keep their
/// state in a ``TextInputState``.
protocol StatefulTextInput: ClientTextInput {
  var state: TextInputState { get }
}

extension StatefulTextInput {
  /// The client's content type, from its last committed state.
  var contentType: TextContentType { state.current.contentType ?? TextContentType() }

  /// The client's cursor rectangle in screen coordinates, if it sends one.
  var cursorRectangle: Rect? { state.current.cursorRectangle.flatMap(screenRectangle) }

  var inputMethodState: InputMethodState {
    InputMethodState(
      surroundingText: state.current.surroundingText, contentType: state.current.contentType,
      changeCause: 0)
  }
}

/// xkbcommon's `XKB_KEY_BackSpace`, which v1 and v2 text inputs get for a backspace:
/// Qt and weston read `delete_surrounding_text` differently, a key event the same.
let backSpaceKeysym: UInt32 = 0xff08

extension TextContentType {
  /// A content type from text-input v1's or v2's `set_content_type`: the hint bits are
  /// v3's, and their purposes from `date` on are one less (they have no `pin`).
  init(olderHint hint: UInt32, purpose: UInt32) {
    let v3Purpose = (9...12).contains(purpose) ? purpose + 1 : purpose
    self.init(
      purpose: Purpose(rawValue: v3Purpose) ?? .normal, hints: Hints(rawValue: hint & 0x3ff))
  }
}
