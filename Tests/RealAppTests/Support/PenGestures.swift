import TouchwayTestSupport

/// Recordings of a pen, for the real apps: a screen tablet like the Wacom DTH2242 of the
/// fixtures (95840 × 54260 units at 200 a millimetre, pressure 0–2047, distance, tilt),
/// mapped onto the kiosk's 800 × 480 output, recorded together with the touchscreen of
/// ``Gestures``.
enum PenGestures {
  /// Where the hand rests while the pen hovers: a finger there is a palm.
  static let palm = (x: 200, y: 200)
  /// Where a finger taps once the pen has left.
  static let laterFinger = (x: 600, y: 300)

  /// Every `period` seconds, `cycles` times: the pen comes near (at 0), hovers while a
  /// finger taps ``palm`` (0.2 s), touches down at (300, 240) (0.5 s) and draws right
  /// 150 points pressing harder and harder (0.2–0.7 of its range), lifts (0.85 s) and
  /// leaves (1.0 s); then a finger taps ``laterFinger`` (1.5 s).
  static func strokes(cycles: Int = 6, period: Double = 3) throws -> String {
    var pen = SyntheticRecording.Device(
      name: "Test Pen", codes: [1: [320, 330, 331, 332], 3: [0, 1, 24, 25, 26, 27, 40], 4: [0]],
      absinfo: [
        0: [0, 95840, 4, 0, 200], 1: [0, 54260, 4, 0, 200], 24: [0, 2047, 0, 0, 0],
        25: [0, 63, 0, 0, 0], 26: [0, 127, 0, 0, 0], 27: [0, 127, 0, 0, 0], 40: [0, 0, 0, 0, 0],
      ],
      udev: ["ID_INPUT=1", "ID_INPUT_TABLET=1"])
    var touchscreen = SyntheticRecording.protocolB()
    var trackingID = 1
    func at(_ x: Int, _ y: Int) -> [SyntheticRecording.Event] {
      [.absX(x * 95841 / 800), .absY(y * 54261 / 480)]
    }
    for cycle in 0..<cycles {
      let start = Double(cycle) * period
      // BTN_TOOL_PEN, the tool id libwacom knows (a Pro Pen), a serial.
      pen.frame(
        start,
        [
          .raw(type: 1, code: 320, value: 1), .raw(type: 3, code: 40, value: 0x100802),
          .raw(type: 4, code: 0, value: 0x1b81_fdca), .raw(type: 3, code: 25, value: 40),
          .raw(type: 3, code: 26, value: 80), .raw(type: 3, code: 27, value: 70),
        ]
          + at(280, 230))
      for step in 1...8 {
        pen.frame(start + Double(step) * 0.05, at(280 + step * 2, 230 + step))
      }
      Gestures.tap(&touchscreen, at: palm, time: start + 0.2, trackingID: &trackingID)
      pen.frame(
        start + 0.5,
        [.raw(type: 3, code: 25, value: 0), .raw(type: 3, code: 24, value: 400), .touch(true)]
          + at(300, 240))
      for step in 1...15 {
        let pressure = 400 + step * 65
        pen.frame(
          start + 0.5 + Double(step) * 0.02,
          [.raw(type: 3, code: 24, value: pressure)] + at(300 + step * 10, 240))
      }
      pen.frame(
        start + 0.85,
        [.raw(type: 3, code: 24, value: 0), .touch(false), .raw(type: 3, code: 25, value: 30)])
      pen.frame(start + 1.0, .raw(type: 1, code: 320, value: 0))
      Gestures.tap(&touchscreen, at: laterFinger, time: start + 1.5, trackingID: &trackingID)
    }
    return try SyntheticRecording(pen, touchscreen).write(named: "pen-strokes.yml")
  }
}
