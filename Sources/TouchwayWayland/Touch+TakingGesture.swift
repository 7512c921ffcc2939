import Touchway

extension Touch {
  /// The kind of gesture that took this touch from its view: that of the first of its
  /// recognizers that recognized and cancels touches in the view (R58), `other` for one
  /// that is no system gesture; `nil` if none took it.
  var takingGesture: SystemGesture? {
    for recognizer in gestureRecognizers where recognizer.cancelsTouchesInView {
      switch recognizer.state {
      case .began, .changed, .ended: return recognizer.systemGesture ?? .other
      case .possible, .cancelled, .failed: continue
      }
    }
    return nil
  }
}
