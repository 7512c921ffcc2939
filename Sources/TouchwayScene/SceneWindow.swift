import Touchway

/// A window of a scene. It reports its hit tests and the touches it handles to the trace.
final class SceneWindow: Window, TracedResponder {
  let handles: Bool
  let trace: SceneTrace

  init(_ description: ViewDescription, trace: SceneTrace) {
    handles = description.handles
    self.trace = trace
    super.init()
    configure(from: description)
  }

  var traceName: String { name ?? "?" }

  override func hitTest(_ point: Point, with event: TouchEvent?) -> View? {
    trace.visit(self, at: point, with: event)
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
