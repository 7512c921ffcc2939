internal import CWaylandServer
public import CWlroots
public import Touchway
internal import WaylandProtocols.Server

/// A client's `zwp_text_input_v1` as the application's `TextInputClient`, for the clients
/// that speak only v1 (Debian 12's Qt 6.4, weston-editor).
///
/// v1 is activated on a surface rather than following keyboard focus. `activate` on the
/// client's surface that has keyboard focus sends `enter` and makes the text input the
/// application's, as v3's `enable` does; on a surface without focus it waits for the focus
/// to come. `deactivate`, the focus moving to another surface or the surface going away
/// send `leave` and resign it. The state (`set_surrounding_text`, `set_content_type`,
/// `set_cursor_rectangle`) takes effect at `commit_state` or `reset`. Text goes back as
/// `commit_string` with the last committed serial; backspace as the `BackSpace` keysym
/// (pressed, released), which Qt and weston-editor both apply the same way, where their
/// readings of `delete_surrounding_text` differ. `show_input_panel` and
/// `hide_input_panel` change nothing: the keyboard follows the first responder.
public final class WaylandTextInputV1: ClientTextInput {
  /// The text input's `wl_resource`, until the client destroys it.
  public private(set) var resource: OpaquePointer?
  /// The view of the surface the text input is active on.
  public private(set) weak var responder: Responder?
  /// The surface the text input has `enter`ed, while it is active there.
  public private(set) var focusedSurface: UnsafeMutablePointer<wlr_surface>?
  let client: OpaquePointer
  private unowned let relay: TextInputRelay
  /// The surface the client activated the text input on, entered or waiting for focus.
  private var activeSurface: UnsafeMutablePointer<wlr_surface>?
  private var activeSurfaceDestroyed: Listener?
  private var pending = State()
  private var current = State()
  /// The serial of the client's last `commit_state`, which the events carry.
  private var serial: UInt32 = 0

  /// What `commit_state` applies; `nil` where the client has not said.
  private struct State {
    var surroundingText: (text: String, cursor: UInt32, anchor: UInt32)?
    var contentType: TextContentType?
    var cursorRectangle: wlr_box?

    /// This state with what `newer` says.
    func merged(with newer: State) -> State {
      State(
        surroundingText: newer.surroundingText ?? surroundingText,
        contentType: newer.contentType ?? contentType,
        cursorRectangle: newer.cursorRectangle ?? cursorRectangle)
    }
  }

  init(resource: OpaquePointer, relay: TextInputRelay) {
    self.resource = resource
    self.relay = relay
    client = wl_resource_get_client(resource)
    wl_resource_set_implementation(
      resource, Self.requests, Unmanaged.passRetained(self).toOpaque(),
      { resource in
        let input: WaylandTextInputV1 = fromOpaque(wl_resource_get_user_data(resource))
        input.destroyed()
        Unmanaged.passUnretained(input).release()
      })
  }

  /// The client's content type, from its last committed state.
  public var contentType: TextContentType { current.contentType ?? TextContentType() }

  /// The client's cursor rectangle in screen coordinates, if it sends one.
  public var cursorRectangle: Rect? { current.cursorRectangle.flatMap(screenRectangle) }

  /// Sends `text` as a `commit_string`.
  public func insertText(_ text: String) {
    guard let resource else { return }
    zwp_text_input_v1_send_commit_string(resource, serial, text)
  }

  /// Sends the `BackSpace` keysym, pressed then released.
  public func deleteBackward() {
    guard let resource else { return }
    let time = milliseconds(relay.seat.seat.now)
    for state in [WL_KEYBOARD_KEY_STATE_PRESSED, WL_KEYBOARD_KEY_STATE_RELEASED] {
      zwp_text_input_v1_send_keysym(resource, serial, time, Self.backSpace, state.rawValue, 0)
    }
  }

  /// xkbcommon's `XKB_KEY_BackSpace`.
  private static let backSpace: UInt32 = 0xff08

  var isEnabled: Bool { focusedSurface != nil }

  var inputMethodState: InputMethodState {
    InputMethodState(
      surroundingText: current.surroundingText, contentType: current.contentType,
      changeCause: 0)
  }

  func setResponder(_ responder: Responder?) {
    self.responder = responder
  }

  func keyboardFocusChanged(to surface: UnsafeMutablePointer<wlr_surface>?) {
    guard let active = activeSurface else { return }
    if focusedSurface != nil, active != surface {
      leave()
    } else if focusedSurface == nil, active == surface {
      enter(active)
    }
  }

  /// v1 has no `done`: the commit string replaces the preedit, and text to delete goes
  /// with it (`delete_surrounding_text` as index and length, as the protocol says).
  func apply(_ commit: InputMethodCommit) {
    guard let resource else { return }
    if let preedit = commit.preedit {
      zwp_text_input_v1_send_preedit_cursor(resource, preedit.cursorBegin)
      zwp_text_input_v1_send_preedit_string(resource, serial, preedit.text, preedit.text)
    }
    if commit.deleteBefore > 0 || commit.deleteAfter > 0 {
      zwp_text_input_v1_send_delete_surrounding_text(
        resource, -Int32(clamping: commit.deleteBefore),
        commit.deleteBefore &+ commit.deleteAfter)
    }
    if commit.text != nil || commit.deleteBefore > 0 || commit.deleteAfter > 0 {
      zwp_text_input_v1_send_commit_string(resource, serial, commit.text ?? "")
    }
  }

  // MARK: Requests

  private func activate(seat: OpaquePointer, surface resource: OpaquePointer) {
    guard isOurSeat(seat) else { return }
    let surface = wlr_surface_from_resource(resource)!
    guard surface != activeSurface else { return }
    if focusedSurface != nil { leave() }
    activeSurface = surface
    activeSurfaceDestroyed = Listener(signal(surface, \.events.destroy)) { [unowned self] _ in
      deactivate()
    }
    if surface == relay.focusedSurface { enter(surface) }
  }

  private func deactivate() {
    if focusedSurface != nil { leave() }
    activeSurface = nil
    activeSurfaceDestroyed = nil
  }

  private func commitState(serial: UInt32) {
    self.serial = serial
    applyPending()
  }

  private func applyPending() {
    current = current.merged(with: pending)
    pending = State()
    relay.textInputCommitted(self)
  }

  /// Whether `seat` is a `wl_seat` of the relay's seat: a text input of another seat (or
  /// of a seat resource that is gone) is not activated.
  private func isOurSeat(_ seat: OpaquePointer) -> Bool {
    wlr_seat_client_from_resource(seat)?.pointee.seat == relay.seat.wlrSeat
  }

  private func enter(_ surface: UnsafeMutablePointer<wlr_surface>) {
    guard let resource, let surfaceResource = surface.pointee.resource else { return }
    focusedSurface = surface
    zwp_text_input_v1_send_enter(resource, surfaceResource)
    relay.textInputEnabled(self)
  }

  private func leave() {
    relay.textInputDisabled(self)
    focusedSurface = nil
    if let resource { zwp_text_input_v1_send_leave(resource) }
  }

  private func destroyed() {
    resource = nil
    activeSurface = nil
    activeSurfaceDestroyed = nil
    focusedSurface = nil
    relay.textInputDestroyed(self)
  }

  private static func input(_ resource: OpaquePointer?) -> WaylandTextInputV1 {
    fromOpaque(wl_resource_get_user_data(resource))
  }

  nonisolated(unsafe) private static let requests: UnsafeRawPointer = {
    let table = UnsafeMutablePointer<zwp_text_input_v1_interface>.allocate(capacity: 1)
    table.initialize(
      to: zwp_text_input_v1_interface(
        activate: { _, resource, seat, surface in
          input(resource).activate(seat: seat!, surface: surface!)
        },
        deactivate: { _, resource, _ in input(resource).deactivate() },
        show_input_panel: { _, _ in },
        hide_input_panel: { _, _ in },
        reset: { _, resource in input(resource).applyPending() },
        set_surrounding_text: { _, resource, text, cursor, anchor in
          input(resource).pending.surroundingText = (String(cString: text!), cursor, anchor)
        },
        set_content_type: { _, resource, hint, purpose in
          input(resource).pending.contentType = TextContentType(v1Hint: hint, purpose: purpose)
        },
        set_cursor_rectangle: { _, resource, x, y, width, height in
          input(resource).pending.cursorRectangle = wlr_box(
            x: x, y: y, width: width, height: height)
        },
        set_preferred_language: { _, _, _ in },
        commit_state: { _, resource, serial in input(resource).commitState(serial: serial) },
        invoke_action: { _, _, _, _ in }))
    return UnsafeRawPointer(table)
  }()
}

extension TextContentType {
  /// A content type from `zwp_text_input_v1.set_content_type`: the hint bits are v3's,
  /// and v1's purposes from `date` on are one less (v1 has no `pin`).
  init(v1Hint hint: UInt32, purpose: UInt32) {
    let v3Purpose = (9...12).contains(purpose) ? purpose + 1 : purpose
    self.init(
      purpose: Purpose(rawValue: v3Purpose) ?? .normal, hints: Hints(rawValue: hint & 0x3ff))
  }
}
