/// Streams the libinput touch events of a recording's touchscreen: a
/// ``RecordingReader`` and a ``TouchDecoder`` for one of its devices.
///
/// ```swift
/// let events = try TouchEventReader(path: "tap.yml")
/// while let event = try events.nextEvent() {
///   if event.hasPosition {
///     print(event.kind, events.decoder.location(of: event, in: screen))
///   }
/// }
/// ```
public final class TouchEventReader {
  /// The recording being read.
  public let recording: RecordingReader
  /// The decoder of the chosen device; use it to place events on an output.
  public private(set) var decoder: TouchDecoder
  private var frame = EvdevFrame()
  /// A frame read while looking for the device, not yet decoded.
  private var hasHeldFrame = false
  private var events: [LibinputTouchEvent] = []
  private var nextIndex = 0

  /// The device whose touches are read.
  public var device: RecordedDevice { decoder.device }

  /// Opens a recording and picks the device: `deviceIndex` (from 0), or by default the
  /// first device libinput would treat as a touchscreen.
  public init(path: String, deviceIndex: Int? = nil) throws(RecordingError) {
    recording = try RecordingReader(path: path)
    var frame = EvdevFrame()
    decoder = try Self.findDevice(in: recording, index: deviceIndex, frame: &frame)
    hasHeldFrame = !frame.events.isEmpty
    self.frame = frame
    events.reserveCapacity(64)
  }

  /// Reads devices until the wanted one appears; a frame read on the way that belongs to
  /// it is left in `frame`.
  private static func findDevice(
    in recording: RecordingReader, index: Int?, frame: inout EvdevFrame
  )
    throws(RecordingError) -> TouchDecoder
  {
    var checked = 0
    var firstRefusal: RecordingError?
    while true {
      while checked < recording.devices.count {
        let device = recording.devices[checked]
        checked += 1
        guard index == nil || index == device.index else { continue }
        do {
          let decoder = try TouchDecoder(device: device)
          if frame.device != device.index { frame.removeAll() }
          return decoder
        } catch {
          if index != nil || recording.header.deviceCount == 1 { throw error }
          firstRefusal = firstRefusal ?? error
        }
      }
      frame.removeAll()
      guard try recording.nextFrame(into: &frame) else {
        throw noDevice(in: recording, index: index, refusal: firstRefusal)
      }
    }
  }

  private static func noDevice(in recording: RecordingReader, index: Int?, refusal: RecordingError?)
    -> RecordingError
  {
    let line = recording.devices.first?.line ?? 1
    if let index {
      return RecordingError(
        .noTouchDevice, path: recording.path, line: line,
        "the recording has no device \(index + 1) (it has \(recording.devices.count))")
    }
    var error = RecordingError(
      .noTouchDevice, path: recording.path, line: line,
      "none of the \(recording.devices.count) devices is a touchscreen libinput would use")
    if let refusal { error.message += " (first: \(refusal.message))" }
    return error
  }

  /// The next touch event of the device, in order; `nil` at the end of the recording.
  public func nextEvent() throws(RecordingError) -> LibinputTouchEvent? {
    while nextIndex == events.count {
      events.removeAll(keepingCapacity: true)
      nextIndex = 0
      guard try nextDeviceFrame() else { return nil }
      decoder.decode(frame, into: &events)
    }
    defer { nextIndex += 1 }
    return events[nextIndex]
  }

  private func nextDeviceFrame() throws(RecordingError) -> Bool {
    if hasHeldFrame {
      hasHeldFrame = false
      return true
    }
    while try recording.nextFrame(into: &frame) {
      if frame.device == device.index { return true }
    }
    return false
  }
}
