public import Touchway

/// Replays a recording's touchscreen as `Touchway/TouchFrame`s for a `Seat`: one frame
/// per libinput `TOUCH_FRAME`, contacts identified by libinput's seat slot, positions
/// scaled onto an output rectangle as libinput scales them onto an output, and turned with
/// the output's transform (the touchscreen is glued to the panel).
///
/// ```swift
/// let replay = try TouchFrameReader(path: "tap.yml", output: Rect(x: 0, y: 0, width: 800, height: 480))
/// var frame = TouchFrame(time: 0)
/// while try replay.nextFrame(into: &frame) {
///   seat.process(frame)
/// }
/// ```
///
/// Times are seconds of the recording's clock (`libinput record` starts it at 0 with the
/// first event). Events that libinput does not close with a `TOUCH_FRAME` (it omits the
/// frame when the last slot to change reported nothing) join the next frame; any left at
/// the end of the recording make a last frame.
public final class TouchFrameReader {
  /// The libinput events behind the frames.
  public let events: TouchEventReader
  /// Where the touchscreen lies, in screen points.
  public var output: Rect
  /// How the output's panel is turned on the screen.
  public var transform: OutputTransform

  /// The device whose touches are replayed.
  public var device: RecordedDevice { events.device }

  /// Opens a recording to replay onto `output` turned by `transform`; `deviceIndex` picks
  /// the device as ``TouchEventReader`` does.
  public init(
    path: String, output: Rect, transform: OutputTransform = .normal, deviceIndex: Int? = nil
  ) throws(RecordingError) {
    events = try TouchEventReader(path: path, deviceIndex: deviceIndex)
    self.output = output
    self.transform = transform
  }

  /// Refills `frame` with the next frame's contacts; returns `false` at the end.
  public func nextFrame(into frame: inout TouchFrame) throws(RecordingError) -> Bool {
    frame.removeAll()
    while let event = try events.nextEvent() {
      frame.time = Double(event.time) / 1_000_000
      switch event.kind {
      case .frame:
        return true
      case .down:
        frame.append(contact(event, .down))
      case .motion:
        frame.append(contact(event, .motion))
      case .up:
        frame.append(TouchContact(id: Int(event.seatSlot), change: .up))
      case .cancel:
        frame.append(TouchContact(id: Int(event.seatSlot), change: .cancel))
      }
    }
    return !frame.contacts.isEmpty
  }

  private func contact(_ event: LibinputTouchEvent, _ change: TouchContact.Change) -> TouchContact {
    TouchContact(id: Int(event.seatSlot), change: change, location: location(of: event))
  }

  /// Where `event` lands on the turned output.
  private func location(of event: LibinputTouchEvent) -> Point {
    events.decoder.location(x: event.x, y: event.y, on: output, turnedBy: transform)
  }
}
