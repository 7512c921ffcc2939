import Benchmark
import Foundation
import Touchway
import TouchwayRecording

/// The recordings hold exactly this many evdev events, so that a throughput of N
/// recordings per second is N million evdev events per second.
let eventCount = 1_000_000

let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .throughput, .mallocCountTotal, .peakMemoryResident],
    maxDuration: .seconds(20), maxIterations: 10)

  let path = TenFingerRecording.path

  Benchmark("RecordingReader: 1M evdev events") { benchmark in
    let reader = try RecordingReader(path: path)
    var frame = EvdevFrame()
    var events = 0
    while try reader.nextFrame(into: &frame) { events += frame.events.count }
    precondition(events == eventCount)
    blackHole(events)
  }

  Benchmark("RecordingReader + TouchDecoder: 1M evdev events") { benchmark in
    let reader = try TouchEventReader(path: path)
    var touches = 0
    while let event = try reader.nextEvent() { touches &+= Int(event.x) }
    blackHole(touches)
  }

  Benchmark("TouchFrameReader: 1M evdev events") { benchmark in
    let replay = try TouchFrameReader(
      path: path, output: Rect(x: 0, y: 0, width: 1920, height: 1080))
    var frame = TouchFrame(time: 0)
    var contacts = 0
    while try replay.nextFrame(into: &frame) { contacts += frame.contacts.count }
    blackHole(contacts)
  }
}

/// A `libinput record` file of ten fingers dragging across an 800 × 480 touchscreen,
/// written once per run in the temporary directory, with libinput record's comments.
enum TenFingerRecording {
  static let path: String = {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "touchway-benchmark-\(eventCount).yml")
    if !FileManager.default.fileExists(atPath: url.path) {
      try! Data(text().utf8).write(to: url)
    }
    return url.path
  }()

  private static func text() -> String {
    var text = """
      # libinput record
      version: 1
      ndevices: 1
      libinput:
        version: "1.22.1"
        git: "unknown"
      devices:
      - node: /dev/input/event5
        evdev:
          name: "Benchmark Touchscreen"
          id: [24, 0, 0, 0]
          codes:
            0: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15] # EV_SYN
            1: [330] # EV_KEY
            3: [0, 1, 47, 53, 54, 57] # EV_ABS
          absinfo:
            0: [0, 799, 0, 0, 0]
            1: [0, 479, 0, 0, 0]
            47: [0, 9, 0, 0, 0]
            53: [0, 799, 0, 0, 0]
            54: [0, 479, 0, 0, 0]
            57: [0, 65535, 0, 0, 0]
          properties: [1]
        udev:
          properties:
          - ID_INPUT=1
          - ID_INPUT_TOUCHSCREEN=1
        quirks:
        events:

      """
    var written = 0
    var frame = 0
    while written < eventCount {
      let microseconds = frame * 8_000
      text += "  - evdev:\n"
      var lines: [(Int, Int, Int, String)] = []
      for slot in 0..<10 where written + lines.count + 4 <= eventCount - 1 {
        lines.append((3, 47, slot, "EV_ABS / ABS_MT_SLOT         "))
        if frame == 0 { lines.append((3, 57, slot + 1, "EV_ABS / ABS_MT_TRACKING_ID  ")) }
        lines.append((3, 53, 40 + slot * 70 + frame % 50, "EV_ABS / ABS_MT_POSITION_X   "))
        lines.append((3, 54, 40 + frame % 400, "EV_ABS / ABS_MT_POSITION_Y   "))
      }
      for (type, code, value, comment) in lines {
        text +=
          "    - [\(pad(microseconds / 1_000_000, 3)), \(pad(microseconds % 1_000_000, 6)), "
          + "\(pad(type, 3)), \(pad(code, 3)), \(pad(value, 7))] # \(comment)\(pad(value, 6))\n"
      }
      text +=
        "    - [\(pad(microseconds / 1_000_000, 3)), \(pad(microseconds % 1_000_000, 6)),   0,   0,"
        + "       0] # ------------ SYN_REPORT (0) ---------- +8ms\n"
      written += lines.count + 1
      frame += 1
    }
    return text
  }

  private static func pad(_ value: Int, _ width: Int) -> String {
    let digits = String(value)
    return String(repeating: " ", count: max(0, width - digits.count)) + digits
  }
}
