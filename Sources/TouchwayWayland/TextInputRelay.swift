internal import CWaylandServer
import CWlroots
import Touchway

/// Text input for Wayland clients: `zwp_text_input_v3` for the apps (GTK, Chromium,
/// Firefox), `zwp_text_input_v1` and `v2` for those that speak no v3 (Qt 6.4 and
/// weston-editor v1, Qt 5 v2),
/// `zwp_input_method_v2` for a keyboard that runs as a client, and the relay between them
/// through the application's text input (`Application.textInput`).
///
/// A v3 text input gets `enter` when its client's surface gets keyboard focus and `leave`
/// when the focus moves away. Its `enable` (with a commit) while focused makes it the
/// application's text input; `disable`, the focus leaving or the text input going away
/// resign it. v2 follows focus in the same way; a v1 text input's `activate` on its
/// client's focused surface does what v3's `enable` does (docs/semantics.md). While one
/// is the text input, the input method (one per seat; a second gets `unavailable`) is
/// active and gets its surrounding text (none from a password field), content type and
/// text change cause; the compositor decides which clients see the input-method global
/// (the kiosk's `ClientTrust`); what the input method commits goes to the text input as preedit, commit and
/// delete-surrounding. Anything else that observes the application (a keyboard drawn by
/// the compositor) types through the `TextInputClient` methods.
public final class TextInputRelay {
  /// The seat whose keyboard focus text inputs follow.
  public unowned let seat: WaylandSeat
  private let application: Application
  private var textInputs: [ClientTextInput] = []
  /// Text inputs gone but still in ``textInputs``, taken out together once they are half
  /// of it, or before it is walked: a client's teardown of 100,000 cost one pass each,
  /// and stalled the kiosk for minutes.
  private var goneTextInputs: Set<ObjectIdentifier> = []
  private var inputMethod: UnsafeMutablePointer<wlr_input_method_v2>?
  private var inputMethodListeners: [Listener] = []
  private var listeners: [Listener] = []
  private var olderManagers: [TextInputManager] = []
  private var enableWatch: RequestWatch?

  /// Called when the text input asks for its input panel (`true`) or puts it away
  /// (`false`): text-input v1's and v2's `show_input_panel` and `hide_input_panel`, and
  /// v3's `enable` while enabled, which GTK sends on a tap in its focused field. A keyboard
  /// the compositor draws follows it.
  public var inputPanelRequested: (_ visible: Bool) -> Void = { _ in }

  /// Whether the display is gone (its text-input managers or the seat destroyed with it):
  /// the relay then listens to nothing in wlroots and relays nothing.
  public private(set) var isInert = false

  /// Serves the text-input and input-method globals on `display` for `seat`.
  public init(display: OpaquePointer, seat: WaylandSeat) {
    self.seat = seat
    application = seat.seat.application
    olderManagers = [.v1, .v2].map { TextInputManager(display: display, relay: self, version: $0) }
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
    // wlroots destroys these with the display, each after its destroy signal: the relay
    // lets go of everything at the first, before any of it is freed.
    for destroyed in [
      signal(textInputManager, \.events.destroy), signal(inputMethodManager, \.events.destroy),
      signal(seat.wlrSeat, \.events.destroy),
    ] {
      listeners.append(Listener(destroyed) { [unowned self] _ in becomeInert() })
    }
    application.addTextInputObserver { [unowned self] in textInputChanged($0) }
    enableWatch = RequestWatch(display: display, interface: "zwp_text_input_v3", request: "enable")
    { [unowned self] resource in
      let textInput = wl_resource_get_user_data(resource)
      for case let input as WaylandTextInput in textInputs
      where UnsafeMutableRawPointer(input.textInput) == textInput {
        input.enableRequested()
      }
    }
  }

  /// The display is going: nothing in wlroots is listened to from now on.
  private func becomeInert() {
    isInert = true
    listeners.removeAll()
    inputMethodListeners.removeAll()
    inputMethod = nil
  }

  /// Whether an input method (an external keyboard) is connected.
  public var hasInputMethod: Bool { inputMethod != nil }

  // MARK: Text inputs

  private func added(_ textInput: UnsafeMutablePointer<wlr_text_input_v3>) {
    added(WaylandTextInput(textInput, relay: self))
  }

  /// A new text input, of either protocol, enters the focused surface if it may.
  func added(_ input: ClientTextInput) {
    textInputs.append(input)
    input.keyboardFocusChanged(to: focusedSurface)
  }

  /// Whether `seat`, a `wl_seat` resource, is one of this relay's seat: a text input is
  /// not activated for another seat (or for a seat resource that is gone).
  func serves(_ seat: OpaquePointer) -> Bool {
    wlr_seat_client_from_resource(seat)?.pointee.seat == self.seat.wlrSeat
  }

  /// The surface with the seat's keyboard focus.
  var focusedSurface: UnsafeMutablePointer<wlr_surface>? {
    seat.wlrSeat.pointee.keyboard_state.focused_surface
  }

  func textInputEnabled(_ input: ClientTextInput) {
    guard let surface = input.focusedSurface else { return }
    input.responder = view(of: surface)
    if !application.becomeTextInput(input) {
      log.debug("a text input was enabled on a surface that has no view yet")
    }
  }

  func textInputCommitted(_ input: ClientTextInput) {
    guard input.isEnabled else { return }
    if application.textInput === input {
      application.textInputDidChange(input)
    } else if input.responder == nil {
      // Enabled before its surface had a view: try again now that it committed.
      textInputEnabled(input)
    }
  }

  func textInputDisabled(_ input: ClientTextInput) {
    application.resignTextInput(input)
    input.responder = nil
  }

  /// `input` asked for its input panel, or put it away: only the text input's request
  /// counts.
  func textInputRequestedPanel(_ input: ClientTextInput, visible: Bool) {
    guard application.textInput === input else { return }
    inputPanelRequested(visible)
  }

  func textInputDestroyed(_ input: ClientTextInput) {
    textInputDisabled(input)
    goneTextInputs.insert(ObjectIdentifier(input))
    if goneTextInputs.count > textInputs.count / 2 { removeGoneTextInputs() }
  }

  private func removeGoneTextInputs() {
    guard !goneTextInputs.isEmpty else { return }
    textInputs.removeAll { goneTextInputs.contains(ObjectIdentifier($0)) }
    goneTextInputs.removeAll()
  }

  /// Keyboard focus moved to `surface` (or nowhere): text inputs of the old surface
  /// resign and get `leave`, those of the new surface's client may enter.
  private func focusChanged(to surface: UnsafeMutablePointer<wlr_surface>?) {
    removeGoneTextInputs()
    for input in textInputs { input.keyboardFocusChanged(to: surface) }
  }

  /// The view of `surface` in the application's client or layer windows.
  private func view(of surface: UnsafeMutablePointer<wlr_surface>) -> SurfaceView? {
    for case let window as SurfaceWindow in application.windows.reversed() {
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
    if let input = application.textInput as? ClientTextInput { activate(for: input) }
  }

  /// The longest preedit or commit text, in bytes, an input method may send: text-input
  /// v1 and v2's `preedit_string` carries the text twice, and a Wayland message is at most
  /// 4,096 bytes. A longer text made the kiosk drop the text input's client, which had
  /// done nothing wrong, instead of the input method that sent it.
  public static let maximumTextLength = 2000

  /// The input method's commit goes to the text input.
  private func inputMethodCommitted() {
    guard let method = inputMethod else { return }
    let state = method.pointee.current
    let longest = max(
      state.preedit.text.map { Int(strlen($0)) } ?? 0,
      state.commit_text.map { Int(strlen($0)) } ?? 0)
    guard longest <= Self.maximumTextLength else {
      // zwp_input_method_v2 has no error of its own for it.
      touchway_resource_post_error(
        wl_client_get_object(wl_resource_get_client(method.pointee.resource), 1),
        WL_DISPLAY_ERROR_INVALID_METHOD.rawValue,
        "zwp_input_method_v2: a text of \(longest) bytes; at most \(Self.maximumTextLength)")
      return
    }
    guard let input = application.textInput as? ClientTextInput else { return }
    input.apply(
      InputMethodCommit(
        preedit: state.preedit.text.map {
          (String(cString: $0), state.preedit.cursor_begin, state.preedit.cursor_end)
        },
        text: state.commit_text.map { String(cString: $0) },
        deleteBefore: state.delete.before_length, deleteAfter: state.delete.after_length))
  }

  private func textInputChanged(_ change: TextInputChange) {
    switch change {
    case .began(let client as ClientTextInput): activate(for: client)
    case .changed(let client as ClientTextInput): sendState(of: client)
    case .ended(let client) where client is ClientTextInput && application.textInput == nil:
      guard let method = inputMethod else { return }
      wlr_input_method_v2_send_deactivate(method)
      wlr_input_method_v2_send_done(method)
    default: break
    }
  }

  private func activate(for input: ClientTextInput) {
    guard let method = inputMethod else { return }
    wlr_input_method_v2_send_activate(method)
    sendState(of: input)
  }

  /// The text input's state, as the input method is told it: surrounding text (none for a
  /// password field) and content type where the client uses them, the cause of the
  /// change, then `done`.
  private func sendState(of input: ClientTextInput) {
    guard let method = inputMethod else { return }
    let state = input.inputMethodState.withoutSecretText
    if let surrounding = state.surroundingText {
      wlr_input_method_v2_send_surrounding_text(
        method, surrounding.text, surrounding.cursor, surrounding.anchor)
    }
    wlr_input_method_v2_send_text_change_cause(method, state.changeCause)
    if let type = state.contentType {
      wlr_input_method_v2_send_content_type(method, type.hints.rawValue, type.purpose.rawValue)
    }
    wlr_input_method_v2_send_done(method)
  }
}
