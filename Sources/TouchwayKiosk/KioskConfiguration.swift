import Touchway

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
  /// How often a replay reports progress, in seconds; `nil` for never.
  public var progressInterval: TimeInterval?

  /// A configuration that replays nothing and runs until the app exits.
  public init() {}
}
