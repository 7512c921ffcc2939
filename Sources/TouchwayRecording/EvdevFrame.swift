/// The evdev events of one device up to and including a `SYN_REPORT`: what the kernel
/// reports as having happened at once.
///
/// ``RecordingReader/nextFrame(into:)`` refills one frame again and again, keeping its
/// storage, so that reading a recording allocates nothing per frame.
public struct EvdevFrame: Sendable {
  /// The index of the device in the recording's `devices` list.
  public var device: Int
  /// The line of the file that holds the frame's first event.
  public var line: Int
  /// The events, the last of which is the `SYN_REPORT`.
  public private(set) var events: [EvdevEvent]

  /// Creates an empty frame, for a reader to fill.
  public init() {
    device = 0
    line = 0
    events = []
    events.reserveCapacity(64)
  }

  /// Creates a frame holding the given events (mostly for tests).
  public init(device: Int = 0, line: Int = 0, events: [EvdevEvent]) {
    self.device = device
    self.line = line
    self.events = events
  }

  /// The time of the `SYN_REPORT`, which libinput gives every event of the frame, in
  /// microseconds; 0 for an empty frame.
  public var time: UInt64 { events.last?.time ?? 0 }

  /// Adds an event.
  public mutating func append(_ event: EvdevEvent) {
    events.append(event)
  }

  /// Forgets the events but keeps their storage.
  public mutating func removeAll() {
    events.removeAll(keepingCapacity: true)
  }
}
