public import Touchway

/// One touch event as libinput reported it, before events are gathered into frames: for
/// tools and logs that show the device's slots (`touchway events --live`).
public struct DeviceTouchEvent {
  /// The libinput event type; the raw value is its name as `libinput debug-events`
  /// prints it.
  public enum Kind: String, Hashable, Sendable {
    /// `LIBINPUT_EVENT_TOUCH_DOWN`.
    case down = "TOUCH_DOWN"
    /// `LIBINPUT_EVENT_TOUCH_MOTION`.
    case motion = "TOUCH_MOTION"
    /// `LIBINPUT_EVENT_TOUCH_UP`.
    case up = "TOUCH_UP"
    /// `LIBINPUT_EVENT_TOUCH_CANCEL`.
    case cancel = "TOUCH_CANCEL"
    /// `LIBINPUT_EVENT_TOUCH_FRAME`.
    case frame = "TOUCH_FRAME"
  }

  /// The event type.
  public var kind: Kind
  /// The device's timestamp in microseconds (`libinput_event_touch_get_time_usec`).
  public var microseconds: UInt64
  /// The device's slot, -1 on a single-touch device; 0 for a frame.
  public var slot: Int32
  /// The seat-wide slot, the contact's id in `TouchFrame`s; 0 for a frame.
  public var seatSlot: Int32
  /// Where a down or motion lands, in screen points; `nil` for the other kinds.
  public var location: Point?
  /// The device.
  public var device: InputDevice
}
