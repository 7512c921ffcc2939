/// Constants of `<linux/input.h>` and `<linux/input-event-codes.h>` that recordings and
/// touch decoding need, under Swift names; each comment gives the C name, to check it
/// against the kernel headers and libinput's source.
enum EventType {
  static let sync: UInt16 = 0x00  // EV_SYN
  static let key: UInt16 = 0x01  // EV_KEY
  static let relative: UInt16 = 0x02  // EV_REL
  static let absolute: UInt16 = 0x03  // EV_ABS
  static let misc: UInt16 = 0x04  // EV_MSC
  static let maximum: UInt16 = 0x1f  // EV_MAX

  /// The largest code of each event type (`SYN_MAX`, `KEY_MAX`, `REL_MAX`, ...), indexed
  /// by type; `nil` for types the kernel does not define.
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

/// `EV_SYN` codes.
enum SyncCode {
  static let report: UInt16 = 0  // SYN_REPORT
  static let contactReport: UInt16 = 2  // SYN_MT_REPORT
  static let dropped: UInt16 = 3  // SYN_DROPPED
}

/// `EV_KEY` codes.
enum KeyCode {
  static let touch: UInt16 = 0x14a  // BTN_TOUCH
  static let toolFinger: UInt16 = 0x145  // BTN_TOOL_FINGER
  static let toolDoubleTap: UInt16 = 0x14d  // BTN_TOOL_DOUBLETAP
  static let toolTripleTap: UInt16 = 0x14e  // BTN_TOOL_TRIPLETAP
  static let toolQuadTap: UInt16 = 0x14f  // BTN_TOOL_QUADTAP
  static let toolQuintTap: UInt16 = 0x148  // BTN_TOOL_QUINTTAP
  static let maximum: UInt16 = 0x2ff  // KEY_MAX
  static let left: UInt16 = 0x110  // BTN_LEFT
  static let middle: UInt16 = 0x112  // BTN_MIDDLE
  static let right: UInt16 = 0x111  // BTN_RIGHT
  static let side: UInt16 = 0x113  // BTN_SIDE
  static let extra: UInt16 = 0x114  // BTN_EXTRA
  static let forward: UInt16 = 0x115  // BTN_FORWARD
  static let back: UInt16 = 0x116  // BTN_BACK
  static let task: UInt16 = 0x117  // BTN_TASK
  static let button0: UInt16 = 0x100  // BTN_0
  static let toolPen: UInt16 = 0x140  // BTN_TOOL_PEN
  static let toolMouse: UInt16 = 0x146  // BTN_TOOL_MOUSE
  static let toolLens: UInt16 = 0x147  // BTN_TOOL_LENS
  static let stylus: UInt16 = 0x14b  // BTN_STYLUS
  static let stylus2: UInt16 = 0x14c  // BTN_STYLUS2
}

/// `EV_REL` codes.
enum RelativeCode {
  static let wheel: UInt16 = 0x08  // REL_WHEEL
}

/// `EV_MSC` codes.
enum MiscCode {
  static let serial: UInt16 = 0x00  // MSC_SERIAL
}

/// `EV_ABS` codes; the `mt` ones are per-slot axes.
enum AxisCode {
  static let x: UInt16 = 0x00  // ABS_X
  static let y: UInt16 = 0x01  // ABS_Y
  static let z: UInt16 = 0x02  // ABS_Z
  static let wheel: UInt16 = 0x08  // ABS_WHEEL
  static let pressure: UInt16 = 0x18  // ABS_PRESSURE
  static let distance: UInt16 = 0x19  // ABS_DISTANCE
  static let tiltX: UInt16 = 0x1a  // ABS_TILT_X
  static let tiltY: UInt16 = 0x1b  // ABS_TILT_Y
  static let misc: UInt16 = 0x28  // ABS_MISC
  static let reserved: UInt16 = 0x2e  // ABS_RESERVED
  static let slot: UInt16 = 0x2f  // ABS_MT_SLOT
  static let mtTouchMajor: UInt16 = 0x30  // ABS_MT_TOUCH_MAJOR
  static let mtTouchMinor: UInt16 = 0x31  // ABS_MT_TOUCH_MINOR
  static let mtPositionX: UInt16 = 0x35  // ABS_MT_POSITION_X
  static let mtPositionY: UInt16 = 0x36  // ABS_MT_POSITION_Y
  static let mtToolType: UInt16 = 0x37  // ABS_MT_TOOL_TYPE
  static let mtTrackingID: UInt16 = 0x39  // ABS_MT_TRACKING_ID
  static let mtDistance: UInt16 = 0x3b  // ABS_MT_DISTANCE
  static let mtToolY: UInt16 = 0x3d  // ABS_MT_TOOL_Y
  static let maximum: UInt16 = 0x3f  // ABS_MAX
  static let count = Int(maximum) + 1  // ABS_CNT

  /// The per-slot axes as libevdev counts them (`ABS_MT_MIN`…`ABS_MT_MAX`).
  static let slotAxes = slot...mtToolY
}

/// `ABS_MT_TOOL_TYPE` values.
enum ToolType {
  static let palm: Int32 = 0x02  // MT_TOOL_PALM
}

/// Device properties (`INPUT_PROP_*`).
enum InputProperty {
  static let direct = 0x01  // INPUT_PROP_DIRECT
  static let maximum = 0x1f  // INPUT_PROP_MAX
}
