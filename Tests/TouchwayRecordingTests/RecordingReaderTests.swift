import Foundation
import Testing
import TouchwayRecording
import TouchwayTestSupport

@Suite struct RecordingReaderTests {
  @Test func readsTheHeaderAndTheDeviceDescription() throws {
    let reader = try RecordingReader(path: Recordings.recording("atmel-2-fingers-touch-release"))
    #expect(
      reader.header
        == RecordingHeader(
          version: 1, deviceCount: 1, libinputVersion: "1.22.1",
          system: ["os": "debian:12", "kernel": "6.18.44-fc-v657", "dmi": "unknown"]))
    let device = try #require(reader.devices.first)
    #expect(device.name == "Atmel maXTouch Touchscreen")
    #expect(device.node == "/dev/input/event5")
    #expect(device.id == InputID(bustype: 0x18, vendor: 0, product: 0, version: 0))
    #expect(device.codes.types == [0, 1, 3])
    #expect(device.codes.codes(ofType: 3) == [0, 1, 47, 53, 54, 55, 57, 59])
    #expect(device.codes.contains(type: 1, code: 330))
    #expect(device.absoluteAxes[53] == AbsoluteAxisInfo(minimum: 0, maximum: 799))
    #expect(device.absoluteAxes[57] == AbsoluteAxisInfo(minimum: 0, maximum: 65535))
    #expect(device.properties == [1])
    #expect(device.udevProperties == ["ID_INPUT": "1", "ID_INPUT_TOUCHSCREEN": "1"])
    #expect(device.quirks.isEmpty)
  }

  @Test func readsEveryFrameWithItsLineAndSynReportTime() throws {
    let path = Recordings.recording("atmel-2-fingers-touch-release")
    let reader = try RecordingReader(path: path)
    var frame = EvdevFrame()
    var frames: [EvdevFrame] = []
    while try reader.nextFrame(into: &frame) { frames.append(frame) }
    #expect(frames.count == 16)
    #expect(frames.allSatisfy { $0.events.last?.isSynReport == true })
    #expect(frames[1].time == 54_564)
    #expect(frames[1].events.first == EvdevEvent(time: 54_564, type: 3, code: 47, value: 1))
    let text = try String(contentsOfFile: path, encoding: .utf8)
    #expect(frames[1].line == lineNumber(in: text, of: "[  0,  54564,   3,  47,       1]"))
    #expect(try reader.nextFrame(into: &frame) == false)
  }

  @Test func libinputEntriesComeBetweenTheFrames() throws {
    let text = try recordingText(events: [
      "  - evdev:", "    - [  0,      0,   3,  57,       1]",
      "    - [  0,      0,   0,   0,       0]",
      "    libinput:",
      "    - {time: 0.000000, type: TOUCH_DOWN, slot: 0, seat_slot: 0, point: [1.0, 2.0], transformed: [0.12, 0.42]}",
      "    - {time: 0.000000, type: TOUCH_FRAME}",
      "  - libinput:", "    - {time: 0.5, type: DEVICE_ADDED}",
      "  - evdev:", "    - [  0,   1000,   3,  57,      -1]",
      "    - [  0,   1000,   0,   0,       0]",
    ])
    let reader = try RecordingReader(path: TemporaryFile.write(text, named: "libinput.yml"))
    var frame = EvdevFrame()
    var items: [String] = []
    while let item = try reader.next(into: &frame) {
      switch item {
      case .evdevFrame: items.append("frame \(frame.time)")
      case .libinputEvent(let event):
        items.append("\(event.type) \(event.time ?? -1) line \(event.line)")
      }
    }
    let first = lineNumber(in: text, of: "type: TOUCH_DOWN")
    #expect(
      items == [
        "frame 0", "TOUCH_DOWN 0.0 line \(first)", "TOUCH_FRAME 0.0 line \(first + 1)",
        "DEVICE_ADDED 0.5 line \(first + 3)", "frame 1000",
      ])
  }

  @Test func aFrameSplitOverTwoEvdevEntriesIsJoined() throws {
    let text = try recordingText(events: [
      "  - evdev:", "    - [  0,      0,   3,  57,       1]",
      "  - evdev:", "    - [  0,      0,   3,  53,     100]",
      "    - [  0,      0,   0,   0,       0]",
    ])
    let reader = try RecordingReader(path: TemporaryFile.write(text, named: "split.yml"))
    var frame = EvdevFrame()
    #expect(try reader.nextFrame(into: &frame))
    #expect(frame.events.map(\.code) == [57, 53, 0])
    #expect(frame.line == lineNumber(in: text, of: "3,  57,"))
  }

  @Test func devicesAreReadAsTheStreamReachesThem() throws {
    var keyboard = SyntheticRecording.Device(
      name: "Test Keyboard", codes: [1: [30]], absinfo: [:],
      udev: ["ID_INPUT=1", "ID_INPUT_KEYBOARD=1"])
    keyboard.frame(0.0, .raw(type: 1, code: 30, value: 1))
    var touchscreen = SyntheticRecording.protocolB()
    touchscreen.frame(0.5, .slot(0), .trackingID(1), .x(400), .y(240))
    let path = try SyntheticRecording(keyboard, touchscreen).write()

    let reader = try RecordingReader(path: path)
    #expect(reader.devices.map(\.name) == ["Test Keyboard"])
    var frame = EvdevFrame()
    #expect(try reader.nextFrame(into: &frame) && frame.device == 0)
    #expect(try reader.nextFrame(into: &frame) && frame.device == 1)
    #expect(reader.devices.map(\.name) == ["Test Keyboard", "Test Touchscreen"])

    let events = try TouchEventReader(path: path)
    #expect(events.device.name == "Test Touchscreen")
    #expect(try events.nextEvent()?.kind == .down)
  }

  /// A recording of the protocol B test device with the given event lines.
  private func recordingText(events: [String]) throws -> String {
    let text = SyntheticRecording(SyntheticRecording.protocolB()).text
    return text + events.joined(separator: "\n") + "\n"
  }
}

/// The 1-based number of the first line containing `fragment`.
func lineNumber(in text: String, of fragment: String) -> Int {
  let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
  return (lines.firstIndex { $0.contains(fragment) } ?? -1) + 1
}
