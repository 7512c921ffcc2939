import Touchway

/// The built-in keyboard sliding in or out at the bottom of the output: its top edge
/// moves from `from` to `to`, eased out, over ``duration`` seconds. Only the picture
/// moves: the keyboard's window is where it ends from the start, so a quick tap lands.
struct KeyboardSlide {
  /// How long a slide takes.
  static let duration: TimeInterval = 0.15
  let from: Double
  let to: Double
  let start: TimeInterval

  /// Where the top edge is at `now`, and whether the slide is over.
  func position(at now: TimeInterval) -> (top: Double, isOver: Bool) {
    let progress = min(max((now - start) / Self.duration, 0), 1)
    let eased = 1 - (1 - progress) * (1 - progress)
    return (from + (to - from) * eased, progress >= 1)
  }
}
