public import Touchway

/// Replays a recording's pen as `Touchway/TouchFrame`s for a `Seat`, the way
/// ``TouchFrameReader`` replays a touchscreen: one frame per evdev frame that changed
/// something, positions scaled onto an output and turned with its transform.
///
/// The pen's tip on the glass is a contact with a `PenSample` (pressure and tilt), whose
/// id is ``contactID(of:)``; proximity in and out ride on the frames as `PenProximity`
/// over the output; a hovering pen's motion and the pen's buttons make no frame (a
/// hovering pen is not a touch).
public final class PenFrameReader {
  /// The libinput events behind the frames.
  public let events: TabletEventReader
  /// Where the tablet lies, in screen points (a screen tablet's panel).
  public var output: Rect
  /// How the output's panel is turned on the screen.
  public var transform: OutputTransform
  /// An event read ahead: the first of the next frame.
  private var pending: TabletToolEvent?
  /// The time of the frame being filled, in microseconds.
  private var frameTime: UInt64?

  /// The contact id of a tool's touches (`TouchContact.penID(toolKind:)`).
  public static func contactID(of tool: TabletTool) -> Int {
    TouchContact.penID(toolKind: tool.kind.rawValue)
  }

  /// Opens a recording to replay its tablet onto `output` turned by `transform`.
  public init(
    path: String, output: Rect, transform: OutputTransform = .normal, deviceIndex: Int? = nil
  ) throws(RecordingError) {
    events = try TabletEventReader(path: path, deviceIndex: deviceIndex)
    self.output = output
    self.transform = transform
  }

  /// Refills `frame` with the next frame that changes something; returns `false` at the
  /// end.
  public func nextFrame(into frame: inout TouchFrame) throws(RecordingError) -> Bool {
    frame.removeAll()
    frameTime = nil
    while let event = try nextEvent() {
      if event.time != frameTime, hasContent(frame) {
        pending = event
        return true
      }
      pending = nil
      frameTime = event.time
      frame.time = Double(event.time) / 1_000_000
      append(event, to: &frame)
    }
    return hasContent(frame)
  }

  private func nextEvent() throws(RecordingError) -> TabletToolEvent? {
    if let pending { return pending }
    return try events.nextEvent()
  }

  private func hasContent(_ frame: TouchFrame) -> Bool {
    !frame.contacts.isEmpty || !frame.penProximity.isEmpty
  }

  private func append(_ event: TabletToolEvent, to frame: inout TouchFrame) {
    let id = Self.contactID(of: event.tool)
    switch event.kind {
    case .proximity(let isIn):
      frame.penProximity.append(PenProximity(pen: id, screen: isIn ? output : nil))
    case .tip(let isDown):
      frame.append(
        TouchContact(
          id: id, change: isDown ? .down : .up, location: location(of: event),
          pen: isDown ? sample(of: event) : nil))
    case .axis where event.isTipDown:
      frame.append(
        TouchContact(id: id, change: .motion, location: location(of: event), pen: sample(of: event))
      )
    case .axis, .button:
      break
    }
  }

  private func sample(of event: TabletToolEvent) -> PenSample {
    let tool = event.tool.axes
    return PenSample(
      pressure: tool.contains(.pressure) ? event.axes.pressure : 1,
      tiltX: tool.contains(.tiltX) ? event.axes.tiltX : 0,
      tiltY: tool.contains(.tiltY) ? event.axes.tiltY : 0
    ).turned(by: transform)
  }

  /// Where `event` lands on the turned output.
  private func location(of event: TabletToolEvent) -> Point {
    events.decoder.location(x: event.axes.x, y: event.axes.y, on: output, turnedBy: transform)
  }
}
