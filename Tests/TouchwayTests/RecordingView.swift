import Touchway

/// A view that handles touches and writes every callback to a shared log, for tests.
class RecordingView: View {
  let log: Log

  init(_ name: String, _ frame: Rect, log: Log) {
    self.log = log
    super.init(frame: frame, name: name)
  }

  /// Called for every touch of every began, to inspect what the view is shown.
  var onBegan: (Touch) -> Void = { _ in }

  override func touchesBegan(_ touches: TouchSet, with event: TouchEvent) {
    log.record(name, "touchesBegan", touches)
    touches.forEach(onBegan)
  }
  override func touchesMoved(_ touches: TouchSet, with event: TouchEvent) {
    log.record(name, "touchesMoved", touches)
  }
  override func touchesEnded(_ touches: TouchSet, with event: TouchEvent) {
    log.record(name, "touchesEnded", touches)
  }
  override func touchesCancelled(_ touches: TouchSet, with event: TouchEvent) {
    log.record(name, "touchesCancelled", touches)
  }
}

/// The callbacks of a test in trace-format.md's form, with the time left out:
/// `E touchesBegan 1,2`, `gP possible->began`, `gP action began`.
final class Log: SeatObserver {
  var lines: [String] = []

  func record(_ name: String?, _ callback: String, _ touches: TouchSet) {
    let ids = touches.map(\.contactID).sorted().map(String.init).joined(separator: ",")
    lines.append("\(name ?? "?") \(callback) \(ids)")
  }

  func seat(
    _ seat: Seat, gestureRecognizer: GestureRecognizer,
    didTransitionFrom previous: GestureRecognizer.State, to next: GestureRecognizer.State
  ) {
    let to = gestureRecognizer.isDiscrete && next == .ended ? "recognized" : "\(next)"
    lines.append("\(gestureRecognizer.name ?? "?") \(previous)->\(to)")
  }

  /// Logs the recognizer's actions.
  func watch(_ recognizer: GestureRecognizer) {
    recognizer.addTarget { [unowned self] recognizer in
      let state =
        recognizer.isDiscrete && recognizer.state == .ended ? "recognized" : "\(recognizer.state)"
      lines.append("\(recognizer.name ?? "?") action \(state)")
    }
  }
}
