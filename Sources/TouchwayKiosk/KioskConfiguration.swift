import Touchway
public import TouchwaySynthesis

/// What a kiosk run does: its output, what it replays, and when it ends.
public struct KioskConfiguration {
  /// Frames to replay, in time order, with positions on the output; empty for none.
  public var replay: [TouchFrame] = []
  /// How many times faster than recorded the replay runs; above zero.
  public var replaySpeed = 1.0
  /// How long after the start the run ends, in seconds; `nil` to run until APP exits.
  public var exitAfter: TimeInterval?
  /// How long after the replay's last frame the run ends, in seconds, so that clients can
  /// draw what it did; `nil` to go on.
  public var exitAfterReplay: TimeInterval?
  /// The screen edges a pan from which is the back gesture; empty for no back gesture.
  public var backEdges: ScreenEdgePanGestureRecognizer.Edges = .left
  /// Points of the replay the kiosk acts on (a synthesized recording's markers), in time
  /// order: frames recorded at or after one wait until the kiosk has acted on it.
  public var markers: [ScriptMarker] = []
  /// How long the replay waits at a marker at most before it goes on without it.
  public var markerTimeout: TimeInterval = 30
  /// How often a replay reports progress, in seconds; `nil` for never.
  public var progressInterval: TimeInterval?

  /// A configuration that replays nothing and runs until the app exits.
  public init() {}
}
