internal import CWaylandServer
import CWlroots
import Touchway
internal import WaylandProtocols.Server

/// A client's `zwp_text_input_v1` as the application's `TextInputClient`, for the clients
/// that speak v1 and not v3 (Debian 12's Qt 6.4, weston-editor).
///
/// v1 is activated on a surface rather than following keyboard focus. `activate` on the
/// client's surface that has keyboard focus sends `enter` and makes the text input the
/// application's, as v3's `enable` does; on a surface without focus it waits for the focus
/// to come (a client in the background cannot take the keyboard). `deactivate`, the focus
/// moving to another surface or the surface going away send `leave` and resign it. Text
/// goes back as `commit_string` with the serial of the last `commit_state`; backspace as
/// the `BackSpace` keysym, pressed and released. `show_input_panel` and
/// `hide_input_panel` go to the relay, as v2's do.
final class WaylandTextInputV1: StatefulTextInput, ResourceOwner {
  private var resource: OpaquePointer?
  weak var responder: Responder?
  private(set) var focusedSurface: UnsafeMutablePointer<wlr_surface>?
  private(set) var state = TextInputState()
  let client: OpaquePointer
  /// The relay, while it serves: once it is gone, the requests change nothing.
  private weak var relay: TextInputRelay?
  /// The surface the client activated the text input on, entered or waiting for focus.
  private var activeSurface: UnsafeMutablePointer<wlr_surface>?
  private var activeSurfaceDestroyed: Listener?
  /// The serial of the client's last `commit_state`, which the events carry.
  private var serial: UInt32 = 0

  init(resource: OpaquePointer, relay: TextInputRelay) {
    self.resource = resource
    self.relay = relay
    client = wl_resource_get_client(resource)
    own(resource, requests: Self.requests)
  }

  func insertText(_ text: String) {
    guard let resource else { return }
    zwp_text_input_v1_send_commit_string(resource, serial, text)
  }

  func deleteBackward() {
    guard let resource, let relay else { return }
    let time = milliseconds(relay.seat.seat.now)
    for key in [WL_KEYBOARD_KEY_STATE_PRESSED, WL_KEYBOARD_KEY_STATE_RELEASED] {
      zwp_text_input_v1_send_keysym(resource, serial, time, backSpaceKeysym, key.rawValue, 0)
    }
  }

  var isEnabled: Bool { focusedSurface != nil }

  func keyboardFocusChanged(to surface: UnsafeMutablePointer<wlr_surface>?) {
    guard let active = activeSurface else { return }
    if focusedSurface != nil, active != surface {
      leave()
    } else if focusedSurface == nil, active == surface {
      enter(active)
    }
  }

  /// v1 has no `done`: the commit string replaces the preedit, and the text to delete goes
  /// with it (`delete_surrounding_text` as an index and a length, as the protocol says).
  func apply(_ commit: InputMethodCommit) {
    guard let resource else { return }
    if let preedit = commit.preedit {
      zwp_text_input_v1_send_preedit_cursor(resource, preedit.cursorBegin)
      zwp_text_input_v1_send_preedit_string(resource, serial, preedit.text, preedit.text)
    }
    if commit.deletesText {
      zwp_text_input_v1_send_delete_surrounding_text(
        resource, -Int32(clamping: commit.deleteBefore),
        commit.deleteBefore &+ commit.deleteAfter)
    }
    if commit.text != nil || commit.deletesText {
      zwp_text_input_v1_send_commit_string(resource, serial, commit.text ?? "")
    }
  }

  // MARK: Requests

  private func activate(seat: OpaquePointer, surface resource: OpaquePointer) {
    guard let relay, relay.serves(seat) else { return }
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

  private func requestPanel(visible: Bool) {
    relay?.textInputRequestedPanel(self, visible: visible)
  }

  private func commitState(serial: UInt32) {
    self.serial = serial
    commit()
  }

  private func commit() {
    state.commit()
    relay?.textInputCommitted(self)
  }

  private func enter(_ surface: UnsafeMutablePointer<wlr_surface>) {
    guard let resource, let surfaceResource = surface.pointee.resource else { return }
    focusedSurface = surface
    zwp_text_input_v1_send_enter(resource, surfaceResource)
    relay?.textInputEnabled(self)
  }

  private func leave() {
    relay?.textInputDisabled(self)
    focusedSurface = nil
    if let resource { zwp_text_input_v1_send_leave(resource) }
  }

  func resourceDestroyed() {
    resource = nil
    activeSurface = nil
    activeSurfaceDestroyed = nil
    focusedSurface = nil
    relay?.textInputDestroyed(self)
  }

  /// The text input of `resource`; `nil` for an inert one, made after its relay went.
  private static func input(_ resource: OpaquePointer?) -> WaylandTextInputV1? {
    implementation(of: resource)
  }

  nonisolated(unsafe) static let requests: UnsafeRawPointer = {
    let table = UnsafeMutablePointer<zwp_text_input_v1_interface>.allocate(capacity: 1)
    table.initialize(
      to: zwp_text_input_v1_interface(
        activate: { _, resource, seat, surface in
          input(resource)?.activate(seat: seat!, surface: surface!)
        },
        deactivate: { _, resource, _ in input(resource)?.deactivate() },
        show_input_panel: { _, resource in input(resource)?.requestPanel(visible: true) },
        hide_input_panel: { _, resource in input(resource)?.requestPanel(visible: false) },
        reset: { _, resource in input(resource)?.commit() },
        set_surrounding_text: { _, resource, text, cursor, anchor in
          input(resource)?.state.pending.surroundingText = (String(cString: text!), cursor, anchor)
        },
        set_content_type: { _, resource, hint, purpose in
          input(resource)?.state.pending.contentType = TextContentType(
            olderHint: hint, purpose: purpose)
        },
        set_cursor_rectangle: { _, resource, x, y, width, height in
          input(resource)?.state.pending.cursorRectangle = wlr_box(
            x: x, y: y, width: width, height: height)
        },
        set_preferred_language: { _, _, _ in },
        commit_state: { _, resource, serial in input(resource)?.commitState(serial: serial) },
        invoke_action: { _, _, _, _ in }))
    return UnsafeRawPointer(table)
  }()
}
