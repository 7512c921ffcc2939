import CWlroots
import Touchway

/// Text input for Wayland clients: `zwp_text_input_v3` for the apps,
/// `zwp_input_method_v2` for a keyboard that runs as a client, and the relay between them
/// through the application's text input (`Application.textInput`).
///
/// A text input gets `enter` when its client's surface gets keyboard focus and `leave`
/// when the focus moves away. Its `enable` (with a commit) while focused makes it the
/// application's text input; `disable`, the focus leaving or the text input going away
/// resign it. While one is the text input, the input method (one per seat; a second gets
/// `unavailable`) is active and gets its surrounding text, content type and text change
/// cause; what the input method commits goes to the text input as preedit, commit and
/// delete-surrounding. Anything else that observes the application (a keyboard drawn by
/// the compositor) types through the `TextInputClient` methods.
public final class TextInputRelay {
  /// The seat whose keyboard focus text inputs follow.
  public unowned let seat: WaylandSeat
  private let application: Application
  private var textInputs: [WaylandTextInput] = []
  private var inputMethod: UnsafeMutablePointer<wlr_input_method_v2>?
  private var inputMethodListeners: [Listener] = []
  private var listeners: [Listener] = []

  /// Serves the text-input and input-method globals on `display` for `seat`.
  public init(display: OpaquePointer, seat: WaylandSeat) {
    self.seat = seat
    application = seat.seat.application
    let textInputManager = wlr_text_input_manager_v3_create(display)!
    let inputMethodManager = wlr_input_method_manager_v2_create(display)!
    listeners.append(
      Listener(signal(textInputManager, \.events.text_input)) { [unowned self] data in
        added(data!.assumingMemoryBound(to: wlr_text_input_v3.self))
      })
    listeners.append(
      Listener(signal(inputMethodManager, \.events.input_method)) { [unowned self] data in
        added(data!.assumingMemoryBound(to: wlr_input_method_v2.self))
      })
    let keyboardState = withUnsafeMutablePointer(to: &seat.wlrSeat.pointee.keyboard_state) { $0 }
    listeners.append(
      Listener(signal(keyboardState, \.events.focus_change)) { [unowned self] data in
        let event = data!.assumingMemoryBound(to: wlr_seat_keyboard_focus_change_event.self)
        focusChanged(to: event.pointee.new_surface)
      })
    application.addTextInputObserver { [unowned self] in textInputChanged($0) }
  }

  /// Whether an input method (an external keyboard) is connected.
  public var hasInputMethod: Bool { inputMethod != nil }

  // MARK: Text inputs

  private func added(_ textInput: UnsafeMutablePointer<wlr_text_input_v3>) {
    let input = WaylandTextInput(textInput, relay: self)
    textInputs.append(input)
    if let surface = seat.wlrSeat.pointee.keyboard_state.focused_surface, owns(input, surface) {
      wlr_text_input_v3_send_enter(textInput, surface)
    }
  }

  func textInputEnabled(_ input: WaylandTextInput) {
    guard let surface = input.focusedSurface else { return }
    input.setResponder(view(of: surface))
    if !application.becomeTextInput(input) {
      log.debug("a text input was enabled on a surface that has no view yet")
    }
  }

  func textInputCommitted(_ input: WaylandTextInput) {
    guard input.isEnabled else { return }
    if application.textInput === input {
      application.textInputDidChange(input)
    } else if input.responder == nil {
      // Enabled before its surface had a view: try again now that it committed.
      textInputEnabled(input)
    }
  }

  func textInputDisabled(_ input: WaylandTextInput) {
    application.resignTextInput(input)
    input.setResponder(nil)
  }

  func textInputDestroyed(_ input: WaylandTextInput) {
    textInputDisabled(input)
    input.stopListening()
    textInputs.removeAll { $0 === input }
  }

  /// Keyboard focus moved to `surface` (or nowhere): text inputs of the old surface
  /// resign and get `leave`, those of the new surface's client get `enter`.
  private func focusChanged(to surface: UnsafeMutablePointer<wlr_surface>?) {
    for input in textInputs {
      if let focused = input.focusedSurface, focused != surface {
        textInputDisabled(input)
        wlr_text_input_v3_send_leave(input.textInput)
      }
      if let surface, input.focusedSurface == nil, owns(input, surface) {
        wlr_text_input_v3_send_enter(input.textInput, surface)
      }
    }
  }

  private func owns(_ input: WaylandTextInput, _ surface: UnsafeMutablePointer<wlr_surface>) -> Bool
  {
    guard let resource = surface.pointee.resource else { return false }
    return wl_resource_get_client(resource) == input.client
  }

  /// The view of `surface` in the application's client or layer windows.
  private func view(of surface: UnsafeMutablePointer<wlr_surface>) -> SurfaceView? {
    for case let window as SurfaceWindow in application.windows.reversed() {
      window.synchronize()
      if let view = window.view(of: surface) { return view }
    }
    return nil
  }

  // MARK: The input method

  private func added(_ method: UnsafeMutablePointer<wlr_input_method_v2>) {
    guard inputMethod == nil else {
      wlr_input_method_v2_send_unavailable(method)
      return
    }
    inputMethod = method
    inputMethodListeners = [
      Listener(signal(method, \.events.commit)) { [unowned self] _ in inputMethodCommitted() },
      Listener(signal(method, \.events.destroy)) { [unowned self] _ in
        inputMethodListeners.removeAll()
        inputMethod = nil
      },
    ]
    if let input = application.textInput as? WaylandTextInput { activate(for: input) }
  }

  /// The input method's commit goes to the text input, as one `done`.
  private func inputMethodCommitted() {
    guard let method = inputMethod, let input = application.textInput as? WaylandTextInput
    else { return }
    let textInput = input.textInput
    let state = method.pointee.current
    if let preedit = state.preedit.text {
      wlr_text_input_v3_send_preedit_string(
        textInput, preedit, state.preedit.cursor_begin, state.preedit.cursor_end)
    }
    if let text = state.commit_text { wlr_text_input_v3_send_commit_string(textInput, text) }
    if state.delete.before_length > 0 || state.delete.after_length > 0 {
      wlr_text_input_v3_send_delete_surrounding_text(
        textInput, state.delete.before_length, state.delete.after_length)
    }
    wlr_text_input_v3_send_done(textInput)
  }

  private func textInputChanged(_ change: TextInputChange) {
    switch change {
    case .began(let client as WaylandTextInput): activate(for: client)
    case .changed(let client as WaylandTextInput): sendState(of: client)
    case .ended(let client) where client is WaylandTextInput && application.textInput == nil:
      guard let method = inputMethod else { return }
      wlr_input_method_v2_send_deactivate(method)
      wlr_input_method_v2_send_done(method)
    default: break
    }
  }

  private func activate(for input: WaylandTextInput) {
    guard let method = inputMethod else { return }
    wlr_input_method_v2_send_activate(method)
    sendState(of: input)
  }

  /// The text input's state, as the input method is told it: surrounding text and content
  /// type where the client uses them, the cause of the change, then `done`.
  private func sendState(of input: WaylandTextInput) {
    guard let method = inputMethod else { return }
    let state = input.textInput.pointee.current
    if input.isUsing(WLR_TEXT_INPUT_V3_FEATURE_SURROUNDING_TEXT) {
      let text = state.surrounding.text.map { String(cString: $0) } ?? ""
      wlr_input_method_v2_send_surrounding_text(
        method, text, state.surrounding.cursor, state.surrounding.anchor)
    }
    wlr_input_method_v2_send_text_change_cause(method, state.text_change_cause)
    if input.isUsing(WLR_TEXT_INPUT_V3_FEATURE_CONTENT_TYPE) {
      wlr_input_method_v2_send_content_type(
        method, state.content_type.hint, state.content_type.purpose)
    }
    wlr_input_method_v2_send_done(method)
  }
}
