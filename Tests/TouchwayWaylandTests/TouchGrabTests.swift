import CWlroots
import Testing

/// The adapter's touch grab is the `wlr_seat`'s default grab, written into
/// `touch_state.default_grab` for want of a call in wlroots 0.15 (docs/wayland.md).
@Suite struct TouchGrabTests {
  let harness: Harness

  init() throws {
    harness = try Harness()
  }

  @Test func theAdaptersGrabIsTheDefaultSoHasGrabAlwaysAnswersTrue() {
    let wlrSeat = harness.compositor.wlrSeat
    #expect(wlrSeat.pointee.touch_state.grab == wlrSeat.pointee.touch_state.default_grab)
    // wlroots compares the grab's interface with its own default grab's.
    #expect(wlr_seat_touch_has_grab(wlrSeat))
  }

  @Test func aGrabThatEndsHandsTheSeatBackToTheAdapters() {
    let wlrSeat = harness.compositor.wlrSeat
    let adapters = wlrSeat.pointee.touch_state.grab
    let other = RecordingTouchGrab()
    wlr_seat_touch_start_grab(wlrSeat, other.grab)
    #expect(wlrSeat.pointee.touch_state.grab == other.grab)
    wlr_seat_touch_end_grab(wlrSeat)
    #expect(wlrSeat.pointee.touch_state.grab == adapters)
  }
}
