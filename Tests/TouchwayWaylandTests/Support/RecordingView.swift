import Touchway

/// A compositor view that writes down the touch callbacks it gets, then passes them on.
final class RecordingView: View {
  var lines: [String] = []
  /// Where each touch was, in this view, when its began arrived.
  var beganLocations: [Point] = []

  override func touchesBegan(_ touches: TouchSet, with event: TouchEvent) {
    record("began", touches)
    beganLocations += touches.map { $0.location(in: self) }
    super.touchesBegan(touches, with: event)
  }
  override func touchesMoved(_ touches: TouchSet, with event: TouchEvent) {
    record("moved", touches)
    super.touchesMoved(touches, with: event)
  }
  override func touchesEnded(_ touches: TouchSet, with event: TouchEvent) {
    record("ended", touches)
    super.touchesEnded(touches, with: event)
  }
  override func touchesCancelled(_ touches: TouchSet, with event: TouchEvent) {
    record("cancelled", touches)
    super.touchesCancelled(touches, with: event)
  }

  private func record(_ phase: String, _ touches: TouchSet) {
    lines.append("\(phase) " + touches.map { "\($0.contactID)" }.joined(separator: ","))
  }
}

/// An application that writes down the touches that reach the end of a responder chain.
final class RecordingApplication: Application {
  var lines: [String] = []

  override func touchesBegan(_ touches: TouchSet, with event: TouchEvent) {
    lines.append("began " + touches.map { "\($0.contactID)" }.joined(separator: ","))
  }
  override func touchesEnded(_ touches: TouchSet, with event: TouchEvent) {
    lines.append("ended " + touches.map { "\($0.contactID)" }.joined(separator: ","))
  }
}
