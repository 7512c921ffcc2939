import Touchway

/// A responder of a scene — view, window or application — that handles touches, or passes
/// them on, as its `handles` key says, and reports what it handles to the trace.
///
/// Swift has no mixins, so each of the three classes overrides the four touch methods
/// with one line each: `if !traced(...) { super... }`.
protocol TracedResponder: Responder {
  /// Whether it handles touches rather than passing them to its next responder.
  var handles: Bool { get }
  /// The name the trace prints.
  var traceName: String { get }
  /// Where it reports.
  var trace: SceneTrace { get }
}

extension TracedResponder {
  /// Records the call if this responder handles touches; returns whether it did.
  func traced(_ phase: Touch.Phase, _ touches: TouchSet, _ event: TouchEvent) -> Bool {
    guard handles else { return false }
    trace.record(phase, touches, event, by: self, named: traceName)
    return true
  }
}
