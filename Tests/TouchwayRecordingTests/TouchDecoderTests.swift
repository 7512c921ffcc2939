import Testing
import Touchway
import TouchwayRecording

/// What the decoder reports for situations the fixtures do not cover. Every expectation
/// here was worked out from libinput's source and is confirmed against real libinput by
/// ``LibinputWitnessTests`` (except `SYN_DROPPED`, which umockdev cannot emulate).
@Suite struct TouchDecoderTests {
  private func lines(_ scenario: Scenario) throws -> [String] {
    try Transcript.lines(scenario.write())
  }

  @Test func touchTurningIntoAPalmIsCancelledAndPalmTouchesNeverAppear() throws {
    #expect(
      try lines(.palm) == [
        "0.000000 TOUCH_DOWN 0 0 12.50 20.83", "0.000000 TOUCH_FRAME",
        "0.010000 TOUCH_MOTION 0 0 13.75 20.83", "0.010000 TOUCH_FRAME",
        // MT_TOOL_PALM: cancelled, and silent until its tracking id ends.
        "0.020000 TOUCH_CANCEL 0 0", "0.020000 TOUCH_FRAME",
        // Slot 1 starts as a palm; its next touch begins while libevdev still knows the
        // slot's tool as a palm, so libinput ignores that one too. Slot 2 is a finger.
        "0.120000 TOUCH_DOWN 2 0 50.00 83.33", "0.120000 TOUCH_FRAME",
        "0.130000 TOUCH_UP 2 0", "0.130000 TOUCH_FRAME",
      ])
  }

  @Test func protocolAContactsAreMatchedByDistanceAndSmoothedAsMtdevDoes() throws {
    #expect(
      try lines(.protocolA) == [
        "0.000000 TOUCH_DOWN 0 0 2.44 2.44", "0.000000 TOUCH_FRAME",
        // (102, 101) is within mtdev's fuzz of (100, 100): no motion, only the new contact.
        "0.010000 TOUCH_DOWN 1 1 7.32 7.32", "0.010000 TOUCH_FRAME",
        // The contacts swap places in the packet; matching keeps their slots, and the
        // fuzz filter halves the moves (100 → 115, 300 → 310).
        "0.020000 TOUCH_MOTION 0 0 2.81 2.44", "0.020000 TOUCH_MOTION 1 1 7.57 7.32",
        "0.020000 TOUCH_FRAME",
        "0.030000 TOUCH_UP 0 0", "0.030000 TOUCH_MOTION 1 1 7.62 7.32", "0.030000 TOUCH_FRAME",
        "0.040000 TOUCH_UP 1 1", "0.040000 TOUCH_FRAME",
      ])
  }

  @Test func singleTouchDevicesReportOneTouchWithoutASlot() throws {
    #expect(
      try lines(.singleTouch) == [
        "0.000000 TOUCH_DOWN -1 0 9.77 26.04", "0.000000 TOUCH_FRAME",
        "0.010000 TOUCH_MOTION -1 0 10.74 26.04", "0.010000 TOUCH_FRAME",
        "0.020000 TOUCH_UP -1 0", "0.020000 TOUCH_FRAME",
        // Motion without BTN_TOUCH is not a touch; it places the next one.
        "0.040000 TOUCH_DOWN -1 0 4.88 26.04", "0.040000 TOUCH_FRAME",
        "0.050000 TOUCH_MOTION -1 0 4.88 1.30", "0.050000 TOUCH_UP -1 0", "0.050000 TOUCH_FRAME",
      ])
  }

  @Test func slotNumbersBeyondTheDeviceLandInItsLastSlot() throws {
    #expect(
      try lines(.slotOverflow) == [
        "0.000000 TOUCH_DOWN 0 0 1.25 2.08", "0.000000 TOUCH_DOWN 1 1 2.50 4.17",
        "0.000000 TOUCH_FRAME",
        // Slot 2 becomes slot 1, whose touch keeps going: its new tracking id is dropped.
        "0.010000 TOUCH_MOTION 1 1 3.75 6.25", "0.010000 TOUCH_FRAME",
        "0.020000 TOUCH_UP 1 1", "0.020000 TOUCH_FRAME",
        "0.030000 TOUCH_DOWN 1 1 5.00 8.33", "0.030000 TOUCH_FRAME",
      ])
  }

  @Test func aTouchFindingNoFreeSeatSlotIsNeverReported() throws {
    let downs = (0..<32).map { slot -> String in
      let time = slot < 16 ? "0.000000" : "0.010000"
      let x = String(format: "%.2f", Double(10 + slot) * 100 / 800)
      return "\(time) TOUCH_DOWN \(slot) \(slot) \(x) 2.08"
    }
    #expect(
      try lines(.seatSlotExhaustion)
        == downs[0..<16] + ["0.000000 TOUCH_FRAME"] + downs[16...] + [
          "0.010000 TOUCH_FRAME",
          // The 33rd finger (slot 32) gets no seat slot: no down, no motion, not even later.
          "0.040000 TOUCH_UP 0 0", "0.040000 TOUCH_FRAME",
          "0.060000 TOUCH_DOWN 33 0 16.25 20.83", "0.060000 TOUCH_FRAME",
        ])
  }

  @Test func protocolAContactsBeyondTenShareLibinputsLastSlot() throws {
    let xs = [2.44, 4.88, 7.32, 9.77, 12.21, 14.65, 17.09, 19.53, 21.97, 26.86]
    let moved = [3.66, 6.10, 8.54, 10.99, 13.43, 15.87, 18.31, 20.75, 23.19, 28.08]
    func line(_ time: String, _ kind: String, _ slot: Int, _ x: Double) -> String {
      "\(time) \(kind) \(slot) \(slot) \(String(format: "%.2f", x)) 2.44"
    }
    let expected =
      xs.enumerated().map { line("0.000000", "TOUCH_DOWN", $0, $1) } + ["0.000000 TOUCH_FRAME"]
      + moved.enumerated().map { line("0.010000", "TOUCH_MOTION", $0, $1) }
      + ["0.010000 TOUCH_FRAME", "0.020000 TOUCH_UP 9 9", "0.020000 TOUCH_FRAME"]
      // Slot 9 already ended, so its last change reports nothing, and libinput sends no
      // TOUCH_FRAME after the other ups.
      + (0..<9).map { "0.040000 TOUCH_UP \($0) \($0)" }
    #expect(try lines(.protocolAOverflow) == expected)
  }

  @Test func calibrationMatrixRotatesInSinglePrecision() throws {
    #expect(
      try lines(.rotation) == [
        "0.000000 TOUCH_DOWN 0 0 58.25 12.29", "0.000000 TOUCH_FRAME",
        "0.010000 TOUCH_MOTION 0 0 16.62 87.29", "0.010000 TOUCH_FRAME",
        "0.020000 TOUCH_MOTION 0 0 100.00 99.79", "0.020000 TOUCH_FRAME",
        "0.030000 TOUCH_UP 0 0", "0.030000 TOUCH_FRAME",
      ])
  }

  @Test func calibrationMatrixScalesAndTranslates() throws {
    #expect(
      try lines(.shrink) == [
        "0.000000 TOUCH_DOWN 0 0 31.25 45.83", "0.000000 TOUCH_FRAME",
        "0.010000 TOUCH_MOTION 0 0 68.75 66.67", "0.010000 TOUCH_FRAME",
        "0.020000 TOUCH_MOTION 0 0 74.88 25.00", "0.020000 TOUCH_FRAME",
        "0.030000 TOUCH_UP 0 0", "0.030000 TOUCH_FRAME",
      ])
  }

  @Test(arguments: [Scenario.kernelFuzz, .udevFuzz])
  func hysteresisHoldsSmallMovesAndCanDropTheFrame(_ scenario: Scenario) throws {
    #expect(
      try lines(scenario) == [
        "0.000000 TOUCH_DOWN 0 0 12.50 20.83", "0.000000 TOUCH_FRAME",
        // 2 units stay inside the 4-unit margin; 10 units move, reported unfiltered.
        "0.020000 TOUCH_MOTION 0 0 13.75 20.83", "0.020000 TOUCH_FRAME",
        "0.030000 TOUCH_MOTION 0 0 13.88 20.83", "0.030000 TOUCH_DOWN 1 1 37.50 62.50",
        "0.030000 TOUCH_FRAME",
        // Slot 1's move is held, and as the last slot to change it decides: no frame.
        "0.040000 TOUCH_MOTION 0 0 14.00 20.83",
        "0.050000 TOUCH_MOTION 1 1 38.75 62.50", "0.050000 TOUCH_FRAME",
        "0.060000 TOUCH_UP 0 0", "0.060000 TOUCH_UP 1 1", "0.060000 TOUCH_FRAME",
      ])
  }

  @Test func synDroppedEndsTheFrameThenResyncsLikeLibevdev() throws {
    #expect(
      try lines(.synDropped) == [
        "0.000000 TOUCH_DOWN 0 0 12.50 20.83", "0.000000 TOUCH_FRAME",
        "0.010000 TOUCH_DOWN 1 1 25.00 41.67", "0.010000 TOUCH_FRAME",
        // libinput ends the frame in progress at the SYN_DROPPED...
        "0.020000 TOUCH_MOTION 0 0 12.50 25.00", "0.020000 TOUCH_FRAME",
        // ...libevdev ends the touches that stopped during the gap in a frame of their own...
        "0.020000 TOUCH_UP 1 1", "0.020000 TOUCH_FRAME",
        // ...and then reports the other changes, all at the time of the SYN_DROPPED.
        "0.020000 TOUCH_MOTION 0 0 18.75 25.00", "0.020000 TOUCH_FRAME",
        "0.030000 TOUCH_DOWN 1 1 37.50 62.50", "0.030000 TOUCH_FRAME",
      ])
  }

  @Test func decodesFramesBuiltInCode() throws {
    var codes = EventCodes()
    for code: UInt16 in [0x00, 0x01, 0x2f, 0x35, 0x36, 0x39] { codes.insert(type: 3, code: code) }
    let device = RecordedDevice(
      name: "Panel", id: InputID(bustype: 3, vendor: 1, product: 2, version: 3), codes: codes,
      absoluteAxes: [
        0x00: .init(minimum: 0, maximum: 1999), 0x01: .init(minimum: 0, maximum: 999),
        0x2f: .init(minimum: 0, maximum: 4), 0x35: .init(minimum: 0, maximum: 1999),
        0x36: .init(minimum: 0, maximum: 999), 0x39: .init(minimum: 0, maximum: 65535),
      ],
      udevProperties: ["ID_INPUT": "1", "ID_INPUT_TOUCHSCREEN": "1"])
    var decoder = try TouchDecoder(device: device)
    var events: [LibinputTouchEvent] = []
    decoder.decode(
      EvdevFrame(events: [
        EvdevEvent(time: 7, type: 3, code: 0x39, value: 12),
        EvdevEvent(time: 7, type: 3, code: 0x35, value: 500),
        EvdevEvent(time: 7, type: 3, code: 0x36, value: 250),
        EvdevEvent(time: 7, type: 0, code: 0, value: 0),
      ]), into: &events)
    #expect(
      events == [
        LibinputTouchEvent(kind: .down, time: 7, slot: 0, seatSlot: 0, x: 500, y: 250),
        LibinputTouchEvent(kind: .frame, time: 7),
      ])
    // A 2000 × 1000 device on a 400 × 200 output at (10, 20): a fifth of each unit.
    #expect(
      decoder.location(of: events[0], in: Rect(x: 10, y: 20, width: 400, height: 200))
        == Point(x: 110, y: 70))
  }
}
