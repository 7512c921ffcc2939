/// A touch event as libinput 1.22 reports it for a touchscreen: what a compositor reading
/// the device through libinput would get, with libinput's untransformed coordinates.
public struct LibinputTouchEvent: Hashable, Sendable {
  /// The libinput event type.
  public enum Kind: Hashable, Sendable {
    /// `LIBINPUT_EVENT_TOUCH_DOWN`: a finger touched.
    case down
    /// `LIBINPUT_EVENT_TOUCH_MOTION`: a finger moved.
    case motion
    /// `LIBINPUT_EVENT_TOUCH_UP`: a finger lifted.
    case up
    /// `LIBINPUT_EVENT_TOUCH_CANCEL`: the touch is void (it became a palm).
    case cancel
    /// `LIBINPUT_EVENT_TOUCH_FRAME`: the events since the last frame belong together.
    case frame
  }

  /// The event type.
  public var kind: Kind
  /// The time of the evdev `SYN_REPORT` behind the event, in microseconds of the
  /// recording's clock (`libinput_event_touch_get_time_usec`).
  public var time: UInt64
  /// The device's slot (`libinput_event_touch_get_slot`): -1 on a single-touch device,
  /// 0 for a frame.
  public var slot: Int32
  /// The seat-wide slot (`libinput_event_touch_get_seat_slot`): the lowest free at down,
  /// kept until up or cancel; 0 for a frame.
  public var seatSlot: Int32
  /// The position in device units after calibration, for a down or a motion (libinput's
  /// internal `point`; the public API only hands it out scaled, see ``TouchDecoder``).
  public var x: Int32
  /// The vertical counterpart of ``x``.
  public var y: Int32

  /// Creates an event.
  public init(
    kind: Kind, time: UInt64, slot: Int32 = 0, seatSlot: Int32 = 0, x: Int32 = 0, y: Int32 = 0
  ) {
    self.kind = kind
    self.time = time
    self.slot = slot
    self.seatSlot = seatSlot
    self.x = x
    self.y = y
  }

  /// Whether the event carries a position (a down or a motion).
  public var hasPosition: Bool { kind == .down || kind == .motion }
}
