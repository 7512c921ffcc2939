internal import CWaylandServer
import CWlroots
import Touchway
internal import WaylandProtocols.Server

/// A client's `zwp_text_input_v2` (KDE's text-input v2) as the application's
/// `TextInputClient`, for Qt 5, which speaks v2 and not v3.
///
/// Like v3 it follows keyboard focus: the text input gets `enter` on its client's focused
/// surface and `leave` when the focus moves away (resigning). `enable` on the entered
/// surface makes it the application's text input; `disable` resigns it. Its state takes
/// effect at `update_state`. Text goes back as `commit_string`, backspace as the
/// `BackSpace` keysym, pressed and released, as for v1; what an input method deletes as
/// `delete_surrounding_text` (bytes before and after the cursor) with an empty
/// `commit_string`, which applies it. `show_input_panel` and `hide_input_panel` go to the
/// relay: Qt's `QInputMethod::show()` and `hide()`, which its widgets and the app call.
final class WaylandTextInputV2: StatefulTextInput, ResourceOwner {
  private var resource: OpaquePointer?
  weak var responder: Responder?
  private(set) var focusedSurface: UnsafeMutablePointer<wlr_surface>?
  private(set) var state = TextInputState()
  private(set) var isEnabled = false
  let client: OpaquePointer
  /// The relay, while it serves: once it is gone, the requests change nothing.
  private weak var relay: TextInputRelay?
  /// The serial of the last `enter` or `leave`.
  private var serial: UInt32 = 0

  init(resource: OpaquePointer, relay: TextInputRelay) {
    self.resource = resource
    self.relay = relay
    client = wl_resource_get_client(resource)
    own(resource, requests: Self.requests)
  }

  func insertText(_ text: String) {
    guard let resource else { return }
    zwp_text_input_v2_send_commit_string(resource, text)
  }

  func deleteBackward() {
    guard let resource, let relay else { return }
    let time = milliseconds(relay.seat.seat.now)
    for key in [WL_KEYBOARD_KEY_STATE_PRESSED, WL_KEYBOARD_KEY_STATE_RELEASED] {
      zwp_text_input_v2_send_keysym(resource, time, backSpaceKeysym, key.rawValue, 0)
    }
  }

  func keyboardFocusChanged(to surface: UnsafeMutablePointer<wlr_surface>?) {
    guard let resource else { return }
    if let focused = focusedSurface, focused != surface {
      relay?.textInputDisabled(self)
      isEnabled = false
      focusedSurface = nil
      serial &+= 1
      if let surfaceResource = focused.pointee.resource {
        zwp_text_input_v2_send_leave(resource, serial, surfaceResource)
      }
    }
    if let surface, focusedSurface == nil, owns(surface),
      let surfaceResource = surface.pointee.resource
    {
      focusedSurface = surface
      serial &+= 1
      zwp_text_input_v2_send_enter(resource, serial, surfaceResource)
    }
  }

  /// v2 has no `done`: the commit string replaces the preedit, and the text to delete
  /// goes with it.
  func apply(_ commit: InputMethodCommit) {
    guard let resource else { return }
    if let preedit = commit.preedit {
      zwp_text_input_v2_send_preedit_cursor(resource, preedit.cursorBegin)
      zwp_text_input_v2_send_preedit_string(resource, preedit.text, preedit.text)
    }
    if commit.deletesText {
      zwp_text_input_v2_send_delete_surrounding_text(
        resource, commit.deleteBefore, commit.deleteAfter)
    }
    if commit.text != nil || commit.deletesText {
      zwp_text_input_v2_send_commit_string(resource, commit.text ?? "")
    }
  }

  // MARK: Requests

  private func enable(_ resource: OpaquePointer) {
    guard wlr_surface_from_resource(resource) == focusedSurface else { return }
    isEnabled = true
    relay?.textInputEnabled(self)
  }

  private func disable() {
    isEnabled = false
    relay?.textInputDisabled(self)
  }

  private func requestPanel(visible: Bool) {
    relay?.textInputRequestedPanel(self, visible: visible)
  }

  private func updateState() {
    state.commit()
    relay?.textInputCommitted(self)
  }

  func resourceDestroyed() {
    resource = nil
    focusedSurface = nil
    relay?.textInputDestroyed(self)
  }

  /// The text input of `resource`; `nil` for an inert one, made after its relay went.
  private static func input(_ resource: OpaquePointer?) -> WaylandTextInputV2? {
    implementation(of: resource)
  }

  nonisolated(unsafe) static let requests: UnsafeRawPointer = {
    let table = UnsafeMutablePointer<zwp_text_input_v2_interface>.allocate(capacity: 1)
    table.initialize(
      to: zwp_text_input_v2_interface(
        destroy: { _, resource in wl_resource_destroy(resource) },
        enable: { _, resource, surface in input(resource)?.enable(surface!) },
        disable: { _, resource, _ in input(resource)?.disable() },
        show_input_panel: { _, resource in input(resource)?.requestPanel(visible: true) },
        hide_input_panel: { _, resource in input(resource)?.requestPanel(visible: false) },
        set_surrounding_text: { _, resource, text, cursor, anchor in
          input(resource)?.state.pending.surroundingText = (
            String(cString: text!), UInt32(clamping: cursor), UInt32(clamping: anchor)
          )
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
        update_state: { _, resource, _, _ in input(resource)?.updateState() }))
    return UnsafeRawPointer(table)
  }()
}
