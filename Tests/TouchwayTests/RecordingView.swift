import Touchway

/// A view that handles touches and writes down every callback, for tests.
final class RecordingView: View {
  let shared: Log

  init(_ name: String, _ frame: Rect, log: Log) {
    self.shared = log
    super.init(frame: frame, name: name)
  }

  override func touchesBegan(_ touches: TouchSet, with event: TouchEvent) {
    shared.record(name, "began", touches)
  }
  override func touchesMoved(_ touches: TouchSet, with event: TouchEvent) {
    shared.record(name, "moved", touches)
  }
  override func touchesEnded(_ touches: TouchSet, with event: TouchEvent) {
    shared.record(name, "ended", touches)
  }
  override func touchesCancelled(_ touches: TouchSet, with event: TouchEvent) {
    shared.record(name, "cancelled", touches)
  }
}

/// The callbacks of a test, one line each: `E began 1,2`.
final class Log {
  var lines: [String] = []

  func record(_ name: String?, _ phase: String, _ touches: TouchSet) {
    let ids = touches.map(\.contactID).sorted().map(String.init).joined(separator: ",")
    lines.append("\(name ?? "?") \(phase) \(ids)")
  }
}
