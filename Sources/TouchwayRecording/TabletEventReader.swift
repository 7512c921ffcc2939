/// Streams the tablet tool events of a recording's tablet (a pen): a ``RecordingReader``
/// and a ``TabletDecoder`` for the first of its devices libinput would treat as a tablet,
/// or the one at `deviceIndex` (from 0).
///
/// ```swift
/// let events = try TabletEventReader(path: "pen.yml")
/// while let event = try events.nextEvent() { print(event.kind, event.axes.pressure) }
/// ```
public final class TabletEventReader {
  /// The recording being read.
  public let recording: RecordingReader
  /// The decoder of the chosen device.
  public private(set) var decoder: TabletDecoder
  private var frame = EvdevFrame()
  private var events: [TabletToolEvent] = []
  private var nextIndex = 0
  private var isFinished = false

  /// The device whose tools are read.
  public var device: RecordedDevice { decoder.device }

  /// Opens a recording and picks its tablet.
  public init(path: String, deviceIndex: Int? = nil) throws(RecordingError) {
    recording = try RecordingReader(path: path)
    var chosen: TabletDecoder?
    var firstRefusal: RecordingError?
    var checked = 0
    while chosen == nil {
      // Each device once, as the recording names it.
      while chosen == nil && checked < recording.devices.count {
        let device = recording.devices[checked]
        checked += 1
        guard deviceIndex == nil || deviceIndex == device.index else { continue }
        do {
          chosen = try TabletDecoder(device: device)
        } catch {
          firstRefusal = firstRefusal ?? error
        }
      }
      if chosen != nil { break }
      frame.removeAll()
      // Devices come before their events: once every device is known, none is a tablet.
      guard checked < recording.header.deviceCount, try recording.nextFrame(into: &frame) else {
        throw firstRefusal
          ?? RecordingError(
            .noTouchDevice, path: path, line: 1, "the recording has no tablet libinput would use")
      }
    }
    decoder = chosen!
    if frame.device == decoder.device.index {
      decoder.decode(frame, into: &events)
    }
  }

  /// The next tool event of the tablet, in order; `nil` at the end of the recording.
  public func nextEvent() throws(RecordingError) -> TabletToolEvent? {
    while nextIndex == events.count {
      events.removeAll(keepingCapacity: true)
      nextIndex = 0
      if isFinished { return nil }
      if try nextDeviceFrame() {
        decoder.decode(frame, into: &events)
      } else {
        isFinished = true
        decoder.finish(into: &events)
      }
    }
    defer { nextIndex += 1 }
    return events[nextIndex]
  }

  private func nextDeviceFrame() throws(RecordingError) -> Bool {
    while try recording.nextFrame(into: &frame) {
      if frame.device == device.index { return true }
    }
    return false
  }
}
