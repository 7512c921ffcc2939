import CWlroots
import Touchway

/// A client's text input as ``TextInputRelay`` drives it, whichever text-input protocol
/// the client speaks: `zwp_text_input_v3` (``WaylandTextInput``: GTK, Chromium, Firefox),
/// KDE's `zwp_text_input_v2` (``WaylandTextInputV2``: Qt 5 and 6.4) or `zwp_text_input_v1`
/// (``WaylandTextInputV1``: weston-editor).
protocol ClientTextInput: TextInputClient {
  /// The Wayland client that owns the text input.
  var client: OpaquePointer { get }
  /// The surface the text input has `enter`ed, if any.
  var focusedSurface: UnsafeMutablePointer<wlr_surface>? { get }
  /// Whether the client has the text input enabled (v3) or activated (v1) where it is.
  var isEnabled: Bool { get }
  /// What an input method is told of the text input's state.
  var inputMethodState: InputMethodState { get }
  /// Keyboard focus moved to `surface` (or nowhere): the text input enters or leaves.
  func keyboardFocusChanged(to surface: UnsafeMutablePointer<wlr_surface>?)
  /// Sends what an input method committed.
  func apply(_ commit: InputMethodCommit)
  /// The view of the focused surface, which the relay sets while the text input is
  /// enabled there.
  var responder: Responder? { get set }
}

/// A text input's state as `zwp_input_method_v2` tells it to an input method; `nil`
/// where the client does not send that part.
struct InputMethodState {
  var surroundingText: (text: String, cursor: UInt32, anchor: UInt32)?
  /// The content type as `zwp_text_input_v3` numbers it.
  var contentType: TextContentType?
  var changeCause: UInt32

  /// The state without the text of a secret field (purpose password or pin, or hints
  /// hidden text or sensitive data): a keyboard needs the content type to offer the
  /// right keys, not the password to type the next character. What the field holds
  /// stays with the field.
  var withoutSecretText: InputMethodState {
    guard let type = contentType, type.isSecret else { return self }
    var state = self
    state.surroundingText = nil
    return state
  }
}

extension TextContentType {
  /// Whether the field's text is a secret an input method is not told.
  var isSecret: Bool {
    [.password, .pin].contains(purpose) || !hints.isDisjoint(with: [.hiddenText, .sensitiveData])
  }
}

/// One commit of an input method (`zwp_input_method_v2.commit`): preedit, committed text
/// and text to delete around the cursor, in bytes.
struct InputMethodCommit {
  var preedit: (text: String, cursorBegin: Int32, cursorEnd: Int32)?
  var text: String?
  var deleteBefore: UInt32
  var deleteAfter: UInt32

  /// Whether the commit deletes text around the cursor.
  var deletesText: Bool { deleteBefore > 0 || deleteAfter > 0 }
}

extension ClientTextInput {
  /// Whether `surface` belongs to the text input's client.
  func owns(_ surface: UnsafeMutablePointer<wlr_surface>) -> Bool {
    guard let resource = surface.pointee.resource else { return false }
    return wl_resource_get_client(resource) == client
  }

  /// `box`, in the focused surface's coordinates, in screen coordinates.
  func screenRectangle(_ box: wlr_box) -> Rect? {
    guard let view = responder as? View else { return nil }
    let origin = view.convert(toScreen: Point(x: Double(box.x), y: Double(box.y)))
    return Rect(origin: origin, size: Size(width: Double(box.width), height: Double(box.height)))
  }
}
