/// One finger on the screen, from the moment it touches down until it lifts or is
/// cancelled (R19).
///
/// The seat creates one `Touch` per finger and mutates it for the finger's whole life;
/// a new finger always gets a new object, even when the device reuses its slot. ``view``
/// and ``window`` are fixed when the finger touches down (R17, R20).
public final class Touch {
  /// Where a touch is in its life (R21).
  public enum Phase: Hashable, Sendable, CustomStringConvertible {
    /// The finger touched down in this frame.
    case began
    /// The finger moved in this frame.
    case moved
    /// The finger is down and did not change in this frame.
    case stationary
    /// The finger lifted in this frame.
    case ended
    /// The system cancelled the touch in this frame.
    case cancelled

    /// The phase's name as the trace prints it.
    public var description: String {
      switch self {
      case .began: "began"
      case .moved: "moved"
      case .stationary: "stationary"
      case .ended: "ended"
      case .cancelled: "cancelled"
      }
    }

    /// Whether the touch is over: ended or cancelled.
    public var isTerminal: Bool { self == .ended || self == .cancelled }
  }

  /// The device's identifier for the finger (libinput's seat slot, a script's finger id).
  /// The device may give it to a new finger once this touch is over.
  public let contactID: Int
  /// What touches: a finger, or a pen's tip (`UITouch.TouchType`); fixed at began.
  public let type: TouchType
  /// The pen's force and angles, for a ``TouchType/pencil`` touch (`Touch+Pencil.swift`).
  var penSample: PenSample
  /// The touch's phase in the frame being delivered.
  public internal(set) var phase: Phase {
    get { state.sample.phase }
    set { state.sample.phase = newValue }
  }
  /// How many taps in a row this touch completes; computed at began, never changed (R24).
  public let tapCount: Int
  /// When the touch began or last changed, in seconds; stationary touches keep it (R23).
  public internal(set) var timestamp: TimeInterval {
    get { state.sample.timestamp }
    set { state.sample.timestamp = newValue }
  }
  /// The view the touch was hit-tested to at began, or `nil` if no view was hit (R18).
  // Constants, so the delivery compares them with other views without retaining them.
  public let view: View?
  /// The window the touch began in.
  public let window: Window?

  /// The location in screen coordinates.
  public internal(set) var locationInScreen: Point {
    get { state.sample.locationInScreen }
    set { state.sample.locationInScreen = newValue }
  }
  /// The location before the most recent change of location, in screen coordinates (R22).
  public internal(set) var previousLocationInScreen: Point {
    get { state.sample.previousLocationInScreen }
    set { state.sample.previousLocationInScreen = newValue }
  }

  /// The order in which the seat created touches; breaks ties and orders deliveries.
  let sequence: UInt64
  /// What the touch shows now, and what its delivery has done: the engine's part of it.
  let state: TouchState
  /// Location, timestamp at began, for a replayed began (R56).
  let beganLocationInScreen: Point
  let beganTimestamp: TimeInterval

  init(
    contactID: Int, sequence: UInt64, location: Point, timestamp: TimeInterval, tapCount: Int,
    view: View?, pen: PenSample? = nil
  ) {
    self.contactID = contactID
    self.type = pen == nil ? .direct : .pencil
    self.penSample = pen ?? .finger
    self.sequence = sequence
    self.view = view
    self.window = view?.window
    self.state = TouchState(
      sample: Sample(
        phase: .began, timestamp: timestamp, locationInScreen: location,
        previousLocationInScreen: location))
    self.tapCount = tapCount
    self.beganLocationInScreen = location
    self.beganTimestamp = timestamp
  }

  /// The current location in `view`'s coordinates, or in the touch's window's coordinates
  /// when `view` is `nil`.
  public func location(in view: View?) -> Point {
    convertFromScreen(locationInScreen, to: view)
  }

  /// The location before the most recent change of location, in `view`'s coordinates (or
  /// the window's when `nil`); equal to ``location(in:)`` at began (R22).
  public func previousLocation(in view: View?) -> Point {
    convertFromScreen(previousLocationInScreen, to: view)
  }

  private func convertFromScreen(_ point: Point, to view: View?) -> Point {
    guard let target = view ?? window else { return point }
    return target.convert(fromScreen: point)
  }
}
