import Touchway
import TouchwayRecording

/// A `libinput record` file's touchscreens and pens as the seat's frames: each touchscreen
/// and each display tablet's pen of the recording (a file may hold several, `libinput
/// record --all`) mapped onto its own output as a live one would be (``KioskCompositor/place(of:)``: `--map-touch` by its
/// name or a udev property it was recorded with, `WL_OUTPUT`, the only output, its
/// size), and its contacts numbered apart from the others' (the n-th touchscreen's from
/// n × ``InputDevices/idsPerTouchscreen``). Frames of different touchscreens at the same
/// time make one frame.
enum RecordingReplay {
  static func frames(
    inRecordingAt path: String, compositor: KioskCompositor
  ) throws -> [TouchFrame] {
    let (touchscreens, pens) = try devices(inRecordingAt: path)
    var frames: [TouchFrame] = []
    for (number, reader) in touchscreens.enumerated() {
      let place = compositor.place(of: touchscreen(reader.device))
      reader.output = place.rect
      reader.transform = place.transform
      frames += try ReplayFrames.frames(of: reader).map { frame in
        TouchFrame(
          time: frame.time,
          contacts: frame.contacts.map { contact in
            var numbered = contact
            numbered.id += number * InputDevices.idsPerTouchscreen
            return numbered
          })
      }
    }
    // A pen's screen is found as a touchscreen's: a display tablet is one.
    for reader in pens {
      let place = compositor.place(of: touchscreen(reader.events.device))
      reader.output = place.rect
      reader.transform = place.transform
      frames += try ReplayFrames.frames(of: reader)
    }
    guard touchscreens.count + pens.count > 1 else { return frames }
    return merged(frames)
  }

  /// Every touchscreen and every pen of the recording, or the error of the first device
  /// libinput would take when none is either.
  private static func devices(
    inRecordingAt path: String
  ) throws -> (touchscreens: [TouchFrameReader], pens: [PenFrameReader]) {
    let count = try RecordingReader(path: path).header.deviceCount
    let touchscreens = (0..<count).compactMap { index in
      try? TouchFrameReader(path: path, output: .zero, deviceIndex: index)
    }
    let pens = (0..<count).compactMap { index in
      try? PenFrameReader(path: path, output: .zero, deviceIndex: index)
    }
    guard touchscreens.isEmpty && pens.isEmpty else { return (touchscreens, pens) }
    return ([try TouchFrameReader(path: path, output: .zero)], [])
  }

  /// The devices' frames in time order, those at the same time as one.
  private static func merged(_ frames: [TouchFrame]) -> [TouchFrame] {
    var result: [TouchFrame] = []
    for frame in frames.enumerated().sorted(by: {
      ($0.element.time, $0.offset) < ($1.element.time, $1.offset)
    }).map(\.element) {
      if let last = result.last, last.time == frame.time {
        for contact in frame.contacts { result[result.count - 1].append(contact) }
        result[result.count - 1].penProximity += frame.penProximity
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
