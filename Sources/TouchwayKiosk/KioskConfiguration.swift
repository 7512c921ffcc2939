import Touchway
import TouchwayGraphics

/// What a kiosk run does: its output, what it replays, and when it ends.
public struct KioskConfiguration {
  /// The headless output's size, in pixels (one point per pixel).
  public var outputSize: PixelSize
  /// What shows where no client draws.
  public var background = Color(red: 0, green: 0, blue: 0)
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

  /// A configuration with the given output size and the defaults: black, no replay,
  /// no time limit, back gesture from the left edge.
  public init(outputSize: PixelSize) {
    self.outputSize = outputSize
  }
}
