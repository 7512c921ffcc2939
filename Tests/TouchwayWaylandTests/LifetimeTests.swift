import CWaylandClient
import CWlroots
import Testing
import Touchway
import TouchwayWayland
import WaylandProtocols.Client

/// What outlives what: a `WaylandSeat` its display, a client's resources of a global the
/// compositor's object that served it. What is left is inert, as wlroots leaves its own:
/// it sends nothing and ignores requests. A read of freed memory shows as calls through a
/// freed `wlr_seat` or a crash (and under `swift build --sanitize=address` as a report).
@Suite struct LifetimeTests {
  /// docs/wayland.md: a `WaylandSeat` may outlive the display. Its core seat goes on
  /// delivering to the compositor's own views; nothing goes to wlroots, whose seat went
  /// with the display (here, nothing through the grab another party had started on it).
  @Test func aSeatThatOutlivesItsDisplaySendsNothing() throws {
    var harness: Harness? = try Harness()
    let seat = try #require(harness?.compositor.seat)
    let window = Window(frame: Rect(x: 0, y: 0, width: 800, height: 600))
    let view = RecordingView(frame: window.bounds)
    view.addGestureRecognizer(LongPressGestureRecognizer())
    window.addSubview(view)
    seat.seat.application.addWindow(window)
    let grab = RecordingTouchGrab()
    wlr_seat_touch_start_grab(try #require(harness?.compositor.wlrSeat), grab.grab)

    harness = nil  // wl_display_destroy: the wlr_seat goes with the display.
    seat.seat.process(TouchFrame(time: 5, contacts: [down(2, 10, 10)]))
    seat.seat.process(TouchFrame(time: 5.1, contacts: [move(2, 12, 10)]))
    seat.seat.advance(to: 6)  // the long press fires
    seat.seat.process(TouchFrame(time: 7, contacts: [up(2)]))
    seat.seat.process(TouchFrame(time: 8, contacts: [down(3, 10, 10)]))
    seat.seat.cancelTouches { _ in true }
    #expect(view.lines == ["began 2", "moved 2", "cancelled 2", "began 3", "cancelled 3"])
    #expect(grab.calls == [])
    #expect(seat.seat.activeTouches.isEmpty)
  }

  /// A client's `zwp_text_input_manager_v1` and `_v2` outlive the relay that served them:
  /// their requests are ignored, and the text inputs they make are inert, as wlroots' are.
  @Test func textInputManagersOutliveTheirRelay() throws {
    let harness = try Harness()
    var relay: TextInputRelay? = TextInputRelay(
      display: harness.compositor.display, seat: harness.compositor.seat)
    let client = try harness.connect()
    let window = harness.makeWindow(client, "main", width: 200, height: 100)
    _ = relay

    relay = nil
    let v1 = client.makeTextInputV1()
    zwp_text_input_v1_activate(v1, client.seat, window.surface)
    zwp_text_input_v1_commit_state(v1, 1)
    let v2 = client.makeTextInputV2()
    zwp_text_input_v2_enable(v2, window.surface)
    zwp_text_input_v2_update_state(v2, 1, 0)
    zwp_text_input_v2_destroy(v2)
    zwp_text_input_manager_v2_destroy(client.textInputManagerV2)
    harness.roundtrip(client)
    #expect(client.protocolError == nil)
    #expect(client.events == [])
    #expect(harness.application.textInput == nil)
  }

  /// A client's `touchway_responder_manager_v1` outlives the object that served it (the
  /// seat serves the protocol anew): a responder it makes is inert, and the client is
  /// served on as before.
  @Test func aResponderManagerOutlivesItsServer() throws {
    let harness = try Harness()
    let client = try harness.connect()
    let window = harness.makeWindow(client, "main", width: 200, height: 100)
    let manager = try #require(client.responderManager)

    harness.compositor.seat.serveResponderProtocol(on: harness.compositor.display)
    let responder = touchway_responder_manager_v1_get_responder(manager, window.surface)
    touchway_responder_v1_set_exclusive_touch(responder, enabled)
    touchway_responder_v1_set_multiple_touch(responder, 7)
    touchway_responder_v1_decline(responder, 1, 0)
    touchway_responder_v1_destroy(responder)
    harness.roundtrip(client)
    #expect(client.protocolError == nil)
    harness.touch(down(1, 10, 10))
    harness.touch(up(1))
    harness.roundtrip(client)
    #expect(client.events == ["down main 0 (10.0, 10.0)", "frame", "up 0", "frame"])
  }
}
