import Touchway

/// The application of a scene. It starts each hit test's record and reports the touches it
/// handles to the trace.
final class SceneApplication: Application, TracedResponder {
  let handles: Bool
  let trace: SceneTrace

  init(handles: Bool, trace: SceneTrace) {
    self.handles = handles
    self.trace = trace
  }

  var traceName: String { NameTable.application }

  override func hitTest(_ point: Point, with event: TouchEvent?) -> View? {
    trace.beginHitTest()
    return super.hitTest(point, with: event)
  }

  override func touchesBegan(_ touches: TouchSet, with event: TouchEvent) {
    if !traced(.began, touches, event) { super.touchesBegan(touches, with: event) }
  }

  override func touchesMoved(_ touches: TouchSet, with event: TouchEvent) {
    if !traced(.moved, touches, event) { super.touchesMoved(touches, with: event) }
  }

  override func touchesEnded(_ touches: TouchSet, with event: TouchEvent) {
    if !traced(.ended, touches, event) { super.touchesEnded(touches, with: event) }
  }

  override func touchesCancelled(_ touches: TouchSet, with event: TouchEvent) {
    if !traced(.cancelled, touches, event) { super.touchesCancelled(touches, with: event) }
  }
}
