import CWlroots
import MinimalCompositor
import Testing
import Touchway

@testable import TouchwayWayland

/// wlroots' 32-bit millisecond event times go back onto the seat's full clock, across the
/// wrap at 2³² ms (49.7 days of uptime).
@Suite struct SeatClockTests {
  /// 2³² ms, in seconds: where wlroots' `time_msec` wraps to 0.
  static let wrap = 4_294_967.296

  @Test(arguments: [
    // An event a few milliseconds before the reading, with no wrap near.
    (UInt32(12_345_670), 12_345.678_9, 12_345.67),
    // The event before the wrap, the reading after it.
    (UInt32.max - 9, wrap + 0.005, wrap - 0.01),
    // Both after the wrap, a second and a wrap later.
    (UInt32(1_000), wrap + 1.5, wrap + 1),
    (UInt32(1_000), 2 * wrap + 1.5, 2 * wrap + 1),
    // An event stamped after the reading that went before it (the reading is older).
    (UInt32(3), wrap - 0.002, wrap + 0.003),
  ])
  func extendsTheMillisecondsNearTheReading(
    milliseconds: UInt32, reference: TimeInterval, expected: TimeInterval
  ) {
    let seconds = SeatClock.seconds(fromMilliseconds: milliseconds, near: reference)
    #expect(abs(seconds - expected) < 1e-6)
  }

  /// The minimal compositor fires the seat's timers only when they are due on its clock.
  /// Taps whose wlroots times are just before, across and just after the wrap stay taps:
  /// a touch after the wrap is not stamped with a time before it, its long press already
  /// due (a right click under pointer emulation).
  @Test func tapsAcrossTheWrapStayTaps() throws {
    // The clock moves only when the test moves it.
    var now = Self.wrap - 1
    let compositor = try MinimalCompositor(
      backend: .headless(width: 800, height: 600), clock: SeatClock { now })
    let window = Window(frame: Rect(x: 0, y: 0, width: 800, height: 600))
    let view = View(frame: window.bounds)
    window.addSubview(view)
    compositor.application.addWindow(window)
    var recognized: [String] = []
    let tap = TapGestureRecognizer(name: "tap")
    tap.addTarget { if $0.state == .ended { recognized.append("tap") } }
    let press = LongPressGestureRecognizer(name: "long press")
    press.addTarget { if $0.state == .began { recognized.append("long press") } }
    view.addGestureRecognizer(tap)
    view.addGestureRecognizer(press)
    let screen = try TouchScreen(compositor)

    for (down, up) in [
      (Self.wrap - 0.5, Self.wrap - 0.45), (Self.wrap - 0.02, Self.wrap + 0.03),
      (Self.wrap + 5, Self.wrap + 5.05),
    ] {
      now = down
      screen.down(at: down)
      compositor.turn(waiting: false)
      now = up
      compositor.turn(waiting: false)
      screen.up(at: up)
      compositor.turn(waiting: false)
      // Past any long press the touch could have started.
      now = up + 1
      compositor.turn(waiting: false)
    }
    #expect(recognized == ["tap", "tap", "tap"])
  }
}

/// A touchscreen of the compositor's headless back end, whose events the test emits as
/// wlroots' libinput back end would, stamped with `time_msec`.
private struct TouchScreen {
  let device: UnsafeMutablePointer<wlr_input_device>

  init(_ compositor: MinimalCompositor) throws {
    device = try #require(wlr_headless_add_input_device(compositor.backend, WLR_INPUT_DEVICE_TOUCH))
  }

  /// `down` of finger 0 at the screen's centre, then `frame`.
  func down(at time: TimeInterval) {
    var event = wlr_event_touch_down(
      device: device, time_msec: milliseconds(time), touch_id: 0, x: 0.5, y: 0.5)
    wl_signal_emit(&device.pointee.touch.pointee.events.down, &event)
    wl_signal_emit(&device.pointee.touch.pointee.events.frame, nil)
  }

  /// `up` of finger 0, then `frame`.
  func up(at time: TimeInterval) {
    var event = wlr_event_touch_up(device: device, time_msec: milliseconds(time), touch_id: 0)
    wl_signal_emit(&device.pointee.touch.pointee.events.up, &event)
    wl_signal_emit(&device.pointee.touch.pointee.events.frame, nil)
  }
}
