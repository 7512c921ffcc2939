import Testing
import TouchwayTestSupport

/// Synthetic recordings of the situations the fixtures do not show, each decoded by the
/// decoder tests and, where umockdev can emulate it, by real libinput.
enum Scenario: String, CaseIterable, CustomTestStringConvertible {
  /// A touch that becomes a palm is cancelled; touches that start as palms never appear.
  case palm
  /// Protocol A: anonymous contacts matched and smoothed as mtdev does.
  case protocolA
  /// BTN_TOUCH with ABS_X/ABS_Y.
  case singleTouch
  /// Slot numbers beyond the device's last slot.
  case slotOverflow
  /// More than the seat's 32 touches at once.
  case seatSlotExhaustion
  /// More protocol A contacts than libinput's 10 slots behind mtdev.
  case protocolAOverflow
  /// LIBINPUT_CALIBRATION_MATRIX rotating by 90°.
  case rotation
  /// LIBINPUT_CALIBRATION_MATRIX shrinking onto the centre.
  case shrink
  /// Kernel fuzz: libinput's hysteresis, including its missing TOUCH_FRAME.
  case kernelFuzz
  /// udev's LIBINPUT_FUZZ_35/36 when the kernel fuzz is 0.
  case udevFuzz
  /// SYN_DROPPED: libevdev's resync (umockdev cannot emulate the kernel's state).
  case synDropped

  var testDescription: String { rawValue }

  /// Whether real libinput can replay it on umockdev.
  var hasWitness: Bool { self != .synDropped }

  func write() throws -> String {
    try SyntheticRecording(device).write(named: "\(rawValue).yml")
  }

  var device: SyntheticRecording.Device {
    switch self {
    case .palm: Self.palmDevice()
    case .protocolA: Self.protocolADevice()
    case .singleTouch: Self.singleTouchDevice()
    case .slotOverflow: Self.slotOverflowDevice()
    case .seatSlotExhaustion: Self.seatSlotExhaustionDevice()
    case .protocolAOverflow: Self.protocolAOverflowDevice()
    case .rotation: Self.calibrated("0 -1 1 1 0 0")
    case .shrink: Self.calibrated("0.5 0 0.25 0 0.5 0.25")
    case .kernelFuzz: Self.hysteresisDevice(SyntheticRecording.protocolB(fuzz: 8))
    case .udevFuzz:
      Self.hysteresisDevice(
        SyntheticRecording.protocolB(udev: ["LIBINPUT_FUZZ_35=8", "LIBINPUT_FUZZ_36=8"]))
    case .synDropped: Self.synDroppedDevice()
    }
  }

  private static func palmDevice() -> SyntheticRecording.Device {
    var device = SyntheticRecording.protocolB()
    device.frame(0.00, .slot(0), .trackingID(1), .x(100), .y(100))
    device.frame(0.01, .x(110))
    device.frame(0.02, .toolType(2))
    device.frame(0.03, .x(120))
    device.frame(0.04, .toolType(0))
    device.frame(0.05, .trackingID(-1))
    device.frame(0.06, .slot(1), .trackingID(2), .toolType(2), .x(300), .y(300))
    device.frame(0.07, .x(310))
    device.frame(0.08, .trackingID(-1))
    device.frame(0.09, .trackingID(3), .toolType(0), .x(320), .y(320))
    device.frame(0.10, .x(330))
    device.frame(0.11, .trackingID(-1))
    device.frame(0.12, .slot(2), .trackingID(4), .x(400), .y(400))
    device.frame(0.13, .trackingID(-1))
    return device
  }

  private static func protocolADevice() -> SyntheticRecording.Device {
    var device = SyntheticRecording.protocolA()
    device.frame(0.00, .x(100), .y(100), .contactEnd, .touch(true), .absX(100), .absY(100))
    device.frame(0.01, .x(102), .y(101), .contactEnd, .x(300), .y(300), .contactEnd)
    device.frame(0.02, .x(320), .y(300), .contactEnd, .x(130), .y(100), .contactEnd)
    device.frame(0.03, .x(320), .y(300), .contactEnd)
    device.frame(0.04, .contactEnd, .touch(false))
    return device
  }

  private static func singleTouchDevice() -> SyntheticRecording.Device {
    var device = SyntheticRecording.singleTouch()
    device.frame(0.00, .absX(100), .absY(200), .touch(true))
    device.frame(0.01, .absX(110))
    device.frame(0.02, .touch(false))
    device.frame(0.03, .absX(50))
    device.frame(0.04, .touch(true))
    device.frame(0.05, .absY(10), .touch(false))
    return device
  }

  private static func slotOverflowDevice() -> SyntheticRecording.Device {
    var device = SyntheticRecording.protocolB(slots: 2)
    device.frame(
      0.00, .slot(0), .trackingID(1), .x(10), .y(10), .slot(1), .trackingID(2), .x(20), .y(20))
    device.frame(0.01, .slot(2), .trackingID(3), .x(30), .y(30))
    device.frame(0.02, .slot(1), .trackingID(-1))
    device.frame(0.03, .slot(5), .trackingID(4), .x(40), .y(40))
    return device
  }

  /// 32 fingers take every seat slot; the 33rd is never reported, even once the first
  /// has lifted; a 34th takes the freed slot.
  private static func seatSlotExhaustionDevice() -> SyntheticRecording.Device {
    var device = SyntheticRecording.protocolB(slots: 40)
    for (time, slots) in [(0.00, 0..<16), (0.01, 16..<32)] {
      let events = slots.flatMap { slot -> [SyntheticRecording.Event] in
        [.slot(slot), .trackingID(slot + 1), .x(10 + slot), .y(10)]
      }
      device.frames.append(.init(microseconds: Int(time * 1_000_000), events: events))
    }
    device.frame(0.02, .slot(32), .trackingID(33), .x(100), .y(100))
    device.frame(0.03, .x(110))
    device.frame(0.04, .slot(0), .trackingID(-1))
    device.frame(0.05, .slot(32), .x(120))
    device.frame(0.06, .slot(33), .trackingID(34), .x(130), .y(100))
    return device
  }

  /// Eleven contacts: mtdev gives them slots 0–10, libinput folds slot 10 into its last.
  private static func protocolAOverflowDevice() -> SyntheticRecording.Device {
    var device = SyntheticRecording.protocolA()
    func contacts(_ count: Int, shift: Int) -> [SyntheticRecording.Event] {
      (0..<count).flatMap { [.x(100 * ($0 + 1) + shift), .y(100), .contactEnd] }
    }
    device.frames.append(.init(microseconds: 0, events: contacts(11, shift: 0)))
    device.frames.append(.init(microseconds: 10_000, events: contacts(11, shift: 50)))
    device.frames.append(.init(microseconds: 20_000, events: contacts(10, shift: 50)))
    device.frames.append(
      .init(
        microseconds: 30_000,
        events: contacts(9, shift: 50) + [.x(1000 + 100), .y(100), .contactEnd]))
    device.frame(0.04, .contactEnd)
    return device
  }

  private static func calibrated(_ matrix: String) -> SyntheticRecording.Device {
    var device = SyntheticRecording.protocolB(udev: ["LIBINPUT_CALIBRATION_MATRIX=\(matrix)"])
    device.frame(0.00, .slot(0), .trackingID(1), .x(100), .y(200))
    device.frame(0.01, .x(700), .y(400))
    device.frame(0.02, .x(799), .y(0))
    device.frame(0.03, .trackingID(-1))
    return device
  }

  private static func hysteresisDevice(_ base: SyntheticRecording.Device)
    -> SyntheticRecording.Device
  {
    var device = base
    device.frame(0.00, .slot(0), .trackingID(1), .x(100), .y(100))
    device.frame(0.01, .x(102))
    device.frame(0.02, .x(110))
    device.frame(0.03, .slot(1), .trackingID(2), .x(300), .y(300), .slot(0), .x(111))
    device.frame(0.04, .x(112), .slot(1), .x(301))
    device.frame(0.05, .x(310))
    device.frame(0.06, .slot(0), .trackingID(-1), .slot(1), .trackingID(-1))
    return device
  }

  private static func synDroppedDevice() -> SyntheticRecording.Device {
    var device = SyntheticRecording.protocolB()
    device.frame(0.00, .slot(0), .trackingID(1), .x(100), .y(100))
    device.frame(0.01, .slot(1), .trackingID(2), .x(200), .y(200))
    device.frame(0.02, .slot(0), .y(120), .dropped, .slot(0), .x(150), .slot(1), .trackingID(-1))
    device.frame(0.03, .trackingID(3), .x(300), .y(300))
    return device
  }
}
