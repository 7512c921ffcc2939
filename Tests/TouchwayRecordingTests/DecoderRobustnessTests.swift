import Foundation
import Testing
import TouchwayRecording
import TouchwayTestSupport

/// Whatever a recording holds, decoding must not trap: arbitrary events, values at the
/// ends of their range, slot numbers and tracking ids out of order, SYN_DROPPED anywhere.
@Suite struct DecoderRobustnessTests {
  static let devices: [(String, SyntheticRecording.Device)] = [
    ("protocol B", SyntheticRecording.protocolB(slots: 4, fuzz: 6)),
    ("protocol A", SyntheticRecording.protocolA()),
    ("single touch", SyntheticRecording.singleTouch()),
    (
      "calibrated",
      SyntheticRecording.protocolB(udev: ["LIBINPUT_CALIBRATION_MATRIX=3 -2 100000 1 1 -7"])
    ),
  ]

  @Test(arguments: 0..<devices.count)
  func arbitraryEventsDecodeWithoutTrapping(device index: Int) throws {
    let path = try SyntheticRecording(Self.devices[index].1).write()
    let device = try RecordingReader(path: path).devices[0]
    var decoder = try TouchDecoder(device: device)
    var generator = SplitMix64(state: UInt64(index + 1))
    let codes = device.codes.types.flatMap { type in
      device.codes.codes(ofType: type).map { (type, $0) }
    }
    let values: [Int32] = [.min, .max, -1, 0, 1, 2, 5, 40, 799, 65535]
    var events: [LibinputTouchEvent] = []
    for step in 0..<20_000 {
      let (type, code) =
        Int.random(in: 0..<6, using: &generator) == 0
        ? (UInt16(0), UInt16.random(in: 0...3, using: &generator))
        : codes.randomElement(using: &generator)!
      let value =
        Bool.random(using: &generator)
        ? values.randomElement(using: &generator)! : Int32.random(in: -5...900, using: &generator)
      events.removeAll(keepingCapacity: true)
      decoder.decode(
        EvdevEvent(time: UInt64(step), type: type, code: code, value: value), into: &events)
      for event in events where event.hasPosition {
        _ = decoder.transformedX(event.x, width: 1920) + decoder.transformedY(event.y, height: 1080)
      }
    }
  }
}

/// Mangled recordings are either read or refused with a ``RecordingError``; nothing traps.
@Suite struct ReaderRobustnessTests {
  @Test(arguments: 0..<300)
  func mangledRecordingIsReadOrRefused(seed: Int) throws {
    var generator = SplitMix64(state: UInt64(seed) &* 7919)
    var bytes = Array(RecordingErrorTests.valid.utf8)
    for _ in 0..<Int.random(in: 1...4, using: &generator) {
      let position = Int.random(in: 0..<bytes.count, using: &generator)
      switch Int.random(in: 0..<3, using: &generator) {
      case 0: bytes[position] = UInt8.random(in: 0...255, using: &generator)
      case 1: bytes.remove(at: position)
      default: bytes.removeSubrange(position...)
      }
      if bytes.isEmpty { bytes = [0x0A] }
    }
    let url = try TemporaryFile.directory().appendingPathComponent("mangled.yml")
    try Data(bytes).write(to: url)
    let path = url.path
    do {
      let reader = try TouchEventReader(path: path)
      while try reader.nextEvent() != nil {}
    } catch {
      #expect(error.line >= 0)
    }
  }
}
