/// One kernel input event (`struct input_event`) as a recording stores it.
public struct EvdevEvent: Hashable, Sendable {
  /// When the kernel stamped the event, in microseconds of the recording's clock
  /// (`libinput record` starts it at the first event).
  public var time: UInt64
  /// The event type, `EV_SYN` (0), `EV_KEY` (1), `EV_ABS` (3), ...
  public var type: UInt16
  /// The event code within its type, such as `ABS_MT_POSITION_X` (0x35).
  public var code: UInt16
  /// The value: a coordinate, a key state, a tracking id, ...
  public var value: Int32

  /// Creates an event.
  public init(time: UInt64, type: UInt16, code: UInt16, value: Int32) {
    self.time = time
    self.type = type
    self.code = code
    self.value = value
  }

  /// Whether this is the `SYN_REPORT` that ends a frame.
  public var isSynReport: Bool { type == EventType.sync && code == SyncCode.report }
}
