import CWaylandClient
import CWlroots
import Testing
import Touchway
import TouchwayWayland
import WaylandProtocols.Client

/// Text-input v1 and v2, which Touchway serves itself: a text input becomes the
/// application's only on the surface that has keyboard focus (focus follows touch), so a
/// client in the background cannot take the keyboard; it resigns when the focus moves on,
/// and typed text reaches only the client whose field is the text input.
@Suite struct TextInputTests {
  let harness: Harness
  let relay: TextInputRelay
  let front: TestClient
  let back: TestClient
  let frontWindow: TestWindow
  let backWindow: TestWindow

  /// Two clients' windows side by side: `left` at (0, 0), `right` at (400, 0).
  init() throws {
    harness = try Harness()
    relay = TextInputRelay(display: harness.compositor.display, seat: harness.compositor.seat)
    front = try harness.connect()
    back = try harness.connect()
    frontWindow = harness.makeWindow(front, "left", width: 300, height: 300)
    backWindow = harness.makeWindow(back, "right", width: 300, height: 300)
    harness.compositor.place(try #require(harness.window("right")), x: 400, y: 0)
  }

  /// A tap on (x, y), and keyboard focus to the touched window, as a compositor's policy
  /// gives it (the kiosk's does; wlroots' keyboard focus is the compositor's to move).
  func tap(_ x: Double, _ y: Double) {
    harness.touch(down(1, x, y))
    harness.touch(up(1))
    let title = x < 400 ? "left" : "right"
    if let surface = harness.window(title)?.mainView?.surface {
      wlr_seat_keyboard_notify_enter(harness.compositor.wlrSeat, surface, nil, 0, nil)
    }
    harness.roundtrip(front, back)
  }

  /// The text input's responder is the view of the window titled `title`.
  func textInputBelongs(to title: String) -> Bool {
    guard let view = harness.application.textInput?.responder as? View else { return false }
    return (view.window as? ClientWindow)?.title == title
  }

  func textInputEvents(_ client: TestClient) -> [String] {
    client.events.filter { $0.hasPrefix("text-input") }
  }

  @Test func v1ActivationWaitsForKeyboardFocus() throws {
    tap(100, 100)
    let background = back.makeTextInputV1()
    zwp_text_input_v1_activate(background, back.seat, backWindow.surface)
    harness.roundtrip(front, back)
    #expect(harness.application.textInput == nil, "a background client took the keyboard")
    #expect(textInputEvents(back) == [])

    let field = front.makeTextInputV1()
    zwp_text_input_v1_activate(field, front.seat, frontWindow.surface)
    harness.roundtrip(front, back)
    #expect(textInputEvents(front) == ["text-input enter left"])
    #expect(textInputBelongs(to: "left"))
    harness.application.textInput?.insertText("hi")
    harness.application.textInput?.deleteBackward()
    harness.roundtrip(front, back)

    // The focus moves to the right window: the left field leaves, the waiting one enters.
    tap(500, 100)
    #expect(
      textInputEvents(front) == [
        "text-input enter left", #"text-input commit "hi""#, "text-input keysym 65288 1",
        "text-input keysym 65288 0", "text-input leave",
      ])
    #expect(textInputEvents(back) == ["text-input enter right"])
    #expect(textInputBelongs(to: "right"))

    zwp_text_input_v1_deactivate(background, back.seat)
    harness.roundtrip(front, back)
    #expect(textInputEvents(back) == ["text-input enter right", "text-input leave"])
    #expect(harness.application.textInput == nil)
  }

  @Test func v2FollowsKeyboardFocusAndTakesTextOnceEnabled() throws {
    let field = front.makeTextInputV2()
    let other = back.makeTextInputV2()
    tap(100, 100)
    #expect(textInputEvents(front) == ["text-input enter left"])
    #expect(textInputEvents(back) == [])

    // Enabling on a surface without focus does nothing.
    zwp_text_input_v2_enable(other, backWindow.surface)
    zwp_text_input_v2_update_state(other, 0, 0)
    harness.roundtrip(front, back)
    #expect(harness.application.textInput == nil, "a background client took the keyboard")

    zwp_text_input_v2_enable(field, frontWindow.surface)
    zwp_text_input_v2_update_state(field, 1, 0)
    harness.roundtrip(front, back)
    #expect(textInputBelongs(to: "left"))
    harness.application.textInput?.insertText("é")
    harness.roundtrip(front, back)

    tap(500, 100)
    #expect(
      textInputEvents(front) == [
        "text-input enter left", #"text-input commit "é""#, "text-input leave",
      ])
    #expect(textInputEvents(back) == ["text-input enter right"])
    #expect(harness.application.textInput == nil, "enabled before it had focus, not after")
  }
}
