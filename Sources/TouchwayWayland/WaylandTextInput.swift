public import CWlroots
public import Touchway

/// A client's `zwp_text_input_v3` as the application's `TextInputClient`: enabled on
/// its focused surface, it becomes the text input; disabled, or its surface losing
/// keyboard focus, it resigns. Text typed for it goes back as `commit_string` and
/// `delete_surrounding_text`. An `enable` while enabled asks for the input panel.
public final class WaylandTextInput: ClientTextInput {
  /// The wlroots text input.
  public let textInput: UnsafeMutablePointer<wlr_text_input_v3>
  /// The view of the surface the text input is focused on, while it is enabled there.
  public internal(set) weak var responder: Responder?
  private unowned let relay: TextInputRelay
  private var listeners: [Listener] = []
  /// Whether the client sent `enable` since its last commit. wlroots reports the commit
  /// of an `enable` on an enabled text input as any other; GTK sends one on a tap in its
  /// focused field, for the input panel.
  private var enableIsPending = false

  init(_ textInput: UnsafeMutablePointer<wlr_text_input_v3>, relay: TextInputRelay) {
    self.textInput = textInput
    self.relay = relay
    on(\.events.enable) { input in
      input.enableIsPending = false
      input.relay.textInputEnabled(input)
    }
    on(\.events.commit) { input in
      input.relay.textInputCommitted(input)
      guard input.enableIsPending else { return }
      input.enableIsPending = false
      input.relay.textInputRequestedPanel(input, visible: true)
    }
    on(\.events.disable) { input in
      input.enableIsPending = false
      input.relay.textInputDisabled(input)
    }
    on(\.events.destroy) {
      $0.relay.textInputDestroyed($0)
      $0.listeners.removeAll()
    }
  }

  /// The client's content type, from its last commit.
  public var contentType: TextContentType {
    let type = textInput.pointee.current.content_type
    return TextContentType(
      purpose: TextContentType.Purpose(rawValue: type.purpose) ?? .normal,
      hints: TextContentType.Hints(rawValue: type.hint))
  }

  /// The client's cursor rectangle in screen coordinates, if it sends one.
  public var cursorRectangle: Rect? {
    guard isUsing(WLR_TEXT_INPUT_V3_FEATURE_CURSOR_RECTANGLE) else { return nil }
    return screenRectangle(textInput.pointee.current.cursor_rectangle)
  }

  /// Sends `text` as a `commit_string`, then `done`.
  public func insertText(_ text: String) {
    wlr_text_input_v3_send_commit_string(textInput, text)
    wlr_text_input_v3_send_done(textInput)
  }

  /// Deletes the character before the cursor with `delete_surrounding_text`, then `done`:
  /// its length in bytes comes from the surrounding text the client sent (one byte if it
  /// sends none); at the start of the text nothing is sent.
  public func deleteBackward() {
    let length = previousCharacterLength
    guard length > 0 else { return }
    wlr_text_input_v3_send_delete_surrounding_text(textInput, length, 0)
    wlr_text_input_v3_send_done(textInput)
  }

  var focusedSurface: UnsafeMutablePointer<wlr_surface>? { textInput.pointee.focused_surface }

  var client: OpaquePointer { wl_resource_get_client(textInput.pointee.resource) }

  var isEnabled: Bool { textInput.pointee.current_enabled }

  var inputMethodState: InputMethodState {
    let state = textInput.pointee.current
    let surrounding = state.surrounding
    return InputMethodState(
      surroundingText: isUsing(WLR_TEXT_INPUT_V3_FEATURE_SURROUNDING_TEXT)
        ? (
          surrounding.text.map { String(cString: $0) } ?? "", surrounding.cursor,
          surrounding.anchor
        ) : nil,
      contentType: isUsing(WLR_TEXT_INPUT_V3_FEATURE_CONTENT_TYPE) ? contentType : nil,
      changeCause: state.text_change_cause)
  }

  /// v3 follows keyboard focus: the text input enters its client's focused surface and
  /// leaves it (resigning) when the focus moves away.
  func keyboardFocusChanged(to surface: UnsafeMutablePointer<wlr_surface>?) {
    if let focused = focusedSurface, focused != surface {
      relay.textInputDisabled(self)
      wlr_text_input_v3_send_leave(textInput)
    }
    if let surface, focusedSurface == nil, owns(surface) {
      wlr_text_input_v3_send_enter(textInput, surface)
    }
  }

  /// The client sent `enable`; its commit tells whether it enabled the text input or asked
  /// for the input panel.
  func enableRequested() {
    enableIsPending = true
  }

  /// The input method's commit, as one `done`.
  func apply(_ commit: InputMethodCommit) {
    if let preedit = commit.preedit {
      wlr_text_input_v3_send_preedit_string(
        textInput, preedit.text, preedit.cursorBegin, preedit.cursorEnd)
    }
    if let text = commit.text { wlr_text_input_v3_send_commit_string(textInput, text) }
    if commit.deletesText {
      wlr_text_input_v3_send_delete_surrounding_text(
        textInput, commit.deleteBefore, commit.deleteAfter)
    }
    wlr_text_input_v3_send_done(textInput)
  }

  func isUsing(_ feature: wlr_text_input_v3_features) -> Bool {
    textInput.pointee.active_features & feature.rawValue != 0
  }

  /// The UTF-8 length of the character before the cursor in the surrounding text: 0 at
  /// its start, 1 when the client sends no surrounding text.
  private var previousCharacterLength: UInt32 {
    let surrounding = textInput.pointee.current.surrounding
    guard isUsing(WLR_TEXT_INPUT_V3_FEATURE_SURROUNDING_TEXT), let text = surrounding.text
    else { return 1 }
    guard surrounding.cursor > 0 else { return 0 }
    let bytes = UnsafeBufferPointer(
      start: UnsafeRawPointer(text).assumingMemoryBound(to: UInt8.self),
      count: Int(surrounding.cursor))
    // Continuation bytes are 10xxxxxx: step back over them to the character's first byte.
    var start = bytes.count - 1
    while start > 0, bytes[start] & 0xC0 == 0x80 { start -= 1 }
    return UInt32(bytes.count - start)
  }

  private func on(
    _ path: KeyPath<wlr_text_input_v3, wl_signal>, _ handler: @escaping (WaylandTextInput) -> Void
  ) {
    listeners.append(Listener(signal(textInput, path)) { [unowned self] _ in handler(self) })
  }
}
