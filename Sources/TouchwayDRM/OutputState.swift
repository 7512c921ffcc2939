/// Whether an output is showing frames.
public enum OutputState: Sendable {
  /// Frames are drawn when something changed and flipped onto the screen.
  case active
  /// The session is paused (or the display was taken from this process): nothing is drawn
  /// until it resumes, when the mode is set again.
  case paused
  /// The device or the screen went away: nothing will be drawn again.
  case lost
}
