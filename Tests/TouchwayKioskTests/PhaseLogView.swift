import Touchway

/// A view that handles touches and notes each callback as `phase:ids`, for tests.
final class PhaseLogView: View {
  private(set) var calls: [String] = []
  /// Called after each callback is noted.
  var onCall: () -> Void = {}

  override func touchesBegan(_ touches: TouchSet, with event: TouchEvent) {
    note("began", touches)
  }
  override func touchesMoved(_ touches: TouchSet, with event: TouchEvent) {
    note("moved", touches)
  }
  override func touchesEnded(_ touches: TouchSet, with event: TouchEvent) {
    note("ended", touches)
  }
  override func touchesCancelled(_ touches: TouchSet, with event: TouchEvent) {
    note("cancelled", touches)
  }

  private func note(_ phase: String, _ touches: TouchSet) {
    calls.append("\(phase):" + touches.map { String($0.contactID) }.joined(separator: ","))
    onCall()
  }
}
