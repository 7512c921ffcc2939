import CWaylandClient
import WaylandProtocols.Client

/// Text inputs of the protocols Touchway serves itself (v1, v2), whose `enter`, `leave`
/// and `commit_string` go into ``TestClient/events`` as `text-input enter main`,
/// `text-input leave`, `text-input commit "hi"`.
extension TestClient {
  func makeTextInputV1() -> OpaquePointer {
    let input = zwp_text_input_manager_v1_create_text_input(textInputManagerV1)!
    zwp_text_input_v1_add_listener(input, Self.textInputV1Listener, opaque(self))
    return input
  }

  func makeTextInputV2() -> OpaquePointer {
    let input = zwp_text_input_manager_v2_get_text_input(textInputManagerV2, seat)!
    zwp_text_input_v2_add_listener(input, Self.textInputV2Listener, opaque(self))
    return input
  }

  fileprivate func textInput(_ event: String) {
    events.append("text-input \(event)")
  }

  nonisolated(unsafe) static let textInputV1Listener = listener(
    zwp_text_input_v1_listener(
      enter: { data, _, surface in client(data).textInput("enter \(client(data).name(of: surface))")
      },
      leave: { data, _ in client(data).textInput("leave") },
      modifiers_map: { _, _, _ in },
      input_panel_state: { _, _, _ in },
      preedit_string: { _, _, _, _, _ in },
      preedit_styling: { _, _, _, _, _ in },
      preedit_cursor: { _, _, _ in },
      commit_string: { data, _, _, text in
        client(data).textInput("commit \"\(String(cString: text!))\"")
      },
      cursor_position: { _, _, _, _ in },
      delete_surrounding_text: { _, _, _, _ in },
      keysym: { data, _, _, _, sym, state, _ in client(data).textInput("keysym \(sym) \(state)") },
      language: { _, _, _, _ in },
      text_direction: { _, _, _, _ in }))

  nonisolated(unsafe) static let textInputV2Listener = listener(
    zwp_text_input_v2_listener(
      enter: { data, _, _, surface in
        client(data).textInput("enter \(client(data).name(of: surface))")
      },
      leave: { data, _, _, _ in client(data).textInput("leave") },
      input_panel_state: { _, _, _, _, _, _, _ in },
      preedit_string: { _, _, _, _ in },
      preedit_styling: { _, _, _, _, _ in },
      preedit_cursor: { _, _, _ in },
      commit_string: { data, _, text in
        client(data).textInput("commit \"\(String(cString: text!))\"")
      },
      cursor_position: { _, _, _, _ in },
      delete_surrounding_text: { _, _, _, _ in },
      modifiers_map: { _, _, _ in },
      keysym: { data, _, _, sym, state, _ in client(data).textInput("keysym \(sym) \(state)") },
      language: { _, _, _ in },
      text_direction: { _, _, _ in },
      configure_surrounding_text: { _, _, _, _ in },
      input_method_changed: { _, _, _, _ in }))
}
