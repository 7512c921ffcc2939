import CWaylandClient
import CWlroots
import Glibc
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

  /// A client's text-input v1 and v2 objects outlive the relay that served their globals:
  /// the managers make inert text inputs, and the text inputs made before (`madeBefore`)
  /// change nothing either.
  @Test(arguments: [false, true])
  func textInputsOutliveTheirRelay(madeBefore: Bool) throws {
    let harness = try Harness()
    var relay: TextInputRelay? = TextInputRelay(
      display: harness.compositor.display, seat: harness.compositor.seat)
    let client = try harness.connect()
    let window = harness.makeWindow(client, "main", width: 200, height: 100)
    let made = madeBefore ? (client.makeTextInputV1(), client.makeTextInputV2()) : nil
    harness.roundtrip(client)
    _ = relay

    relay = nil
    let (v1, v2) = made ?? (client.makeTextInputV1(), client.makeTextInputV2())
    zwp_text_input_v1_activate(v1, client.seat, window.surface)
    zwp_text_input_v1_commit_state(v1, 1)
    zwp_text_input_v2_enable(v2, window.surface)
    zwp_text_input_v2_update_state(v2, 1, 0)
    zwp_text_input_v2_destroy(v2)
    zwp_text_input_manager_v2_destroy(client.textInputManagerV2)
    harness.roundtrip(client)
    #expect(client.protocolError == nil)
    #expect(client.events == [])
    #expect(harness.application.textInput == nil)
  }

  /// A client's `touchway_responder_manager_v1` outlives the seat that served it: the
  /// manager makes inert responders, a responder made before (`madeBefore`) changes
  /// nothing either, and the client is served on by the other seat as before.
  @Test(arguments: [false, true])
  func aResponderOutlivesItsSeat(madeBefore: Bool) throws {
    let harness = try Harness()
    let client = try harness.connect()
    let window = harness.makeWindow(client, "main", width: 200, height: 100)
    // A second seat, announced after the client bound the first: the client binds its
    // globals too, and its responder manager is then the second seat's.
    let display = harness.compositor.display
    var other: WaylandSeat? = WaylandSeat(
      wlr_seat_create(display, "seat1"), application: Application())
    other?.serveResponderProtocol(on: display)
    harness.roundtrip(client)
    let made = madeBefore ? client.makeResponder(for: window.surface) : nil
    harness.roundtrip(client)
    _ = other

    other = nil
    let responder = made ?? client.makeResponder(for: window.surface)
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

  /// A `TextInputRelay` may outlive the display, as its seat may: it turns inert, and what
  /// it listened to in wlroots (its managers, the seat's focus) is let go of when wlroots
  /// destroys it, not later. Here the memory wlroots freed is taken by blocks of a pattern
  /// first, so that a listener unlinked from a freed signal when the relay goes would be
  /// seen writing into one of them.
  @Test func aTextInputRelayThatOutlivesItsDisplayIsInert() throws {
    var harness: Harness? = try Harness()
    let seat = try #require(harness?.compositor.seat)
    var relay: TextInputRelay? = TextInputRelay(
      display: try #require(harness?.compositor.display), seat: seat)
    #expect(relay?.isInert == false)

    harness = nil  // wl_display_destroy: the managers and the wlr_seat go with it.
    #expect(relay?.isInert == true)
    let sizes = [
      MemoryLayout<wlr_text_input_manager_v3>.size, MemoryLayout<wlr_input_method_manager_v2>.size,
      MemoryLayout<wlr_seat>.size,
    ]
    let blocks = sizes.flatMap { size in
      (0..<2_000).map { _ in
        let block = malloc(size)!
        memset(block, 0xA5, size)
        return (block, size)
      }
    }
    relay = nil
    let written = blocks.filter { block, size in
      UnsafeRawBufferPointer(start: block, count: size).contains { $0 != 0xA5 }
    }
    for (block, _) in blocks { free(block) }
    #expect(written.count == 0)
    withExtendedLifetime(seat) {}
  }
}
