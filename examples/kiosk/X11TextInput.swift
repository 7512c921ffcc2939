import Touchway
import TouchwayWayland

/// The text input of an X11 window: X11 has no text-input protocol, so the kiosk cannot
/// tell a text field from a button. The window as a whole takes the keyboard's text, as
/// key events (``EmulatedKeyboard``) to the window, which has the keyboard focus, once
/// the user asks for the keyboard (``KeyboardSwipe``, docs/apps.md).
final class X11TextInput: TextInputClient {
  private weak var view: SurfaceView?
  private unowned let keyboard: EmulatedKeyboard

  init(_ view: SurfaceView, keyboard: EmulatedKeyboard) {
    self.view = view
    self.keyboard = keyboard
  }

  /// The window's surface. The kiosk resigns the input when the window unmaps or a
  /// Wayland window is touched.
  var responder: Responder? { view }
  /// Nothing is known of the field: plain text.
  var contentType: TextContentType { TextContentType() }
  /// Nor where its caret is.
  var cursorRectangle: Rect? { nil }

  func insertText(_ text: String) { keyboard.type(.text(text)) }

  func deleteBackward() { keyboard.type(.backspace) }
}
