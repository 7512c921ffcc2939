import Touchway
import TouchwayRecording

/// A `libinput record` file's touchscreens as the seat's frames: each touchscreen of the
/// recording (a file may hold several, `libinput record --all`) mapped onto its own
/// output as a live one would be (``KioskCompositor/place(of:)``: `--map-touch` by its
/// name or a udev property it was recorded with, `WL_OUTPUT`, the only output, its
/// size), and its contacts numbered apart from the others' (the n-th touchscreen's from
/// n × ``InputDevices/idsPerTouchscreen``). Frames of different touchscreens at the same
/// time make one frame.
enum RecordingReplay {
  static func frames(
    inRecordingAt path: String, compositor: KioskCompositor
  ) throws -> [TouchFrame] {
    let readers = try touchscreens(inRecordingAt: path)
    var frames: [TouchFrame] = []
    for (number, reader) in readers.enumerated() {
      let place = compositor.place(of: touchscreen(reader.device))
      reader.output = place.rect
      reader.transform = place.transform
      var frame = TouchFrame(time: 0)
      while try reader.nextFrame(into: &frame) {
        frames.append(
          TouchFrame(
            time: frame.time,
            contacts: frame.contacts.map { contact in
              var numbered = contact
              numbered.id += number * InputDevices.idsPerTouchscreen
              return numbered
            }))
      }
    }
    guard readers.count > 1 else { return frames }
    return merged(frames)
  }

  /// Every touchscreen of the recording, or the error of the first device libinput
  /// would take when none is one.
  private static func touchscreens(inRecordingAt path: String) throws -> [TouchFrameReader] {
    let count = try RecordingReader(path: path).header.deviceCount
    guard count > 1 else { return [try TouchFrameReader(path: path, output: .zero)] }
    let readers = (0..<count).compactMap { index in
      try? TouchFrameReader(path: path, output: .zero, deviceIndex: index)
    }
    return readers.isEmpty ? [try TouchFrameReader(path: path, output: .zero)] : readers
  }

  /// The touchscreens' frames in time order, those at the same time as one.
  private static func merged(_ frames: [TouchFrame]) -> [TouchFrame] {
    var result: [TouchFrame] = []
    for frame in frames.enumerated().sorted(by: {
      ($0.element.time, $0.offset) < ($1.element.time, $1.offset)
    }).map(\.element) {
      if let last = result.last, last.time == frame.time {
        for contact in frame.contacts { result[result.count - 1].append(contact) }
      } else {
        result.append(frame)
      }
    }
    return result
  }

  /// What the mapping reads of a recorded touchscreen: its name, its udev properties and
  /// its sensor's size from the axes' resolution (units per millimetre).
  private static func touchscreen(_ device: RecordedDevice) -> Touchscreen {
    let axes = device.absoluteAxes
    var millimetres: (width: Double, height: Double)?
    if let x = axes[0x35] ?? axes[0x00], let y = axes[0x36] ?? axes[0x01], x.resolution > 0,
      y.resolution > 0
    {
      millimetres = (
        Double(x.maximum - x.minimum) / Double(x.resolution),
        Double(y.maximum - y.minimum) / Double(y.resolution)
      )
    }
    return Touchscreen(
      name: device.name, udevProperties: device.udevProperties, millimetres: millimetres)
  }
}
