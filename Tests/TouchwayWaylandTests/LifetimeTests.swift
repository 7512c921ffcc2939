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
}
