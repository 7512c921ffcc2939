/// A text field that takes typed text: what a keyboard needs of the first responder's
/// input, as UIKit's `UITextInput` is to its keyboard.
///
/// A client that becomes its application's text input (``Application/becomeTextInput(_:)``)
/// brings up the keyboard; resigning (``Application/resignTextInput(_:)``) dismisses it. In a
/// Wayland compositor it is a client's `zwp_text_input_v3`, enabled on its focused surface.
public protocol TextInputClient: AnyObject {
  /// The responder the text field belongs to: a client surface's view. The text input
  /// resigns when that responder leaves its window.
  var responder: Responder? { get }
  /// What the text is, for the keyboard's layout (UIKit's `keyboardType` and traits).
  var contentType: TextContentType { get }
  /// Where the caret is, in screen coordinates, if the field says: a keyboard keeps it
  /// visible.
  var cursorRectangle: Rect? { get }
  /// Inserts `text` at the caret, replacing the selection (UIKit's `insertText(_:)`).
  func insertText(_ text: String)
  /// Deletes the character before the caret, or the selection (UIKit's `deleteBackward()`).
  func deleteBackward()
}
