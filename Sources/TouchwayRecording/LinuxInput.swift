/// The constants of `<linux/input.h>` and `<linux/input-event-codes.h>` that recordings
/// and touch decoding need, under their C names so that they can be checked against the
/// kernel headers and libinput's source at a glance.
enum LinuxInput {
  // Event types.
  static let EV_SYN: UInt16 = 0x00
  static let EV_KEY: UInt16 = 0x01
  static let EV_ABS: UInt16 = 0x03
  static let EV_MAX: UInt16 = 0x1f

  // EV_SYN codes.
  static let SYN_REPORT: UInt16 = 0
  static let SYN_MT_REPORT: UInt16 = 2
  static let SYN_DROPPED: UInt16 = 3

  // EV_KEY codes.
  static let BTN_TOUCH: UInt16 = 0x14a
  static let BTN_TOOL_FINGER: UInt16 = 0x145
  static let BTN_TOOL_DOUBLETAP: UInt16 = 0x14d
  static let BTN_TOOL_TRIPLETAP: UInt16 = 0x14e
  static let BTN_TOOL_QUADTAP: UInt16 = 0x14f
  static let BTN_TOOL_QUINTTAP: UInt16 = 0x148
  static let KEY_MAX: UInt16 = 0x2ff

  // EV_ABS codes.
  static let ABS_X: UInt16 = 0x00
  static let ABS_Y: UInt16 = 0x01
  static let ABS_RESERVED: UInt16 = 0x2e
  static let ABS_MT_SLOT: UInt16 = 0x2f
  static let ABS_MT_TOUCH_MAJOR: UInt16 = 0x30
  static let ABS_MT_POSITION_X: UInt16 = 0x35
  static let ABS_MT_POSITION_Y: UInt16 = 0x36
  static let ABS_MT_TOOL_TYPE: UInt16 = 0x37
  static let ABS_MT_TRACKING_ID: UInt16 = 0x39
  static let ABS_MT_PRESSURE: UInt16 = 0x3a
  static let ABS_MT_DISTANCE: UInt16 = 0x3b
  static let ABS_MT_TOOL_Y: UInt16 = 0x3d
  static let ABS_MAX: UInt16 = 0x3f
  static let ABS_CNT = Int(ABS_MAX) + 1

  /// The first and last per-slot axes, as libevdev counts them (`ABS_MT_MIN`, `ABS_MT_MAX`).
  static let ABS_MT_MIN = ABS_MT_SLOT
  static let ABS_MT_MAX = ABS_MT_TOOL_Y

  // ABS_MT_TOOL_TYPE values.
  static let MT_TOOL_PALM: Int32 = 0x02

  static let INPUT_PROP_MAX: Int = 0x1f

  /// The largest code of each event type (`SYN_MAX`, `KEY_MAX`, `REL_MAX`, ...), indexed by
  /// type; `nil` for types the kernel does not define.
  static let maximumCode: [UInt16?] = [
    0x0f,  // EV_SYN
    0x2ff,  // EV_KEY
    0x0f,  // EV_REL
    0x3f,  // EV_ABS
    0x07,  // EV_MSC
    0x10,  // EV_SW
    nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil,
    0x0f,  // EV_LED (0x11)
    0x07,  // EV_SND (0x12)
    nil,
    0x01,  // EV_REP (0x14)
    0x7f,  // EV_FF (0x15)
    0xffff,  // EV_PWR (0x16): the kernel sets no limit
    0x01,  // EV_FF_STATUS (0x17)
    nil, nil, nil, nil, nil, nil, nil, nil,
  ]
}
