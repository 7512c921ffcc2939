extension DeliveryEngine {
  /// Whether a new touch's hit view may have it, by its own and its window's flags
  /// (R32–R35). A touch that is refused is withheld from its view for its whole life.
  func admits(_ touch: Touch) -> Bool {
    guard let view = touch.view, let window = touch.window else { return false }
    for other in touches where other !== touch && other.state.countsAsTracking {
      guard other.window === window, let otherView = other.view else { continue }
      let sameView = otherView === view
      // R33: a window ignores multipleTouchEnabled.
      if sameView && !view.isMultipleTouchEnabled && view !== window { return false }
      if !sameView && (view.isExclusiveTouch || otherView.isExclusiveTouch) { return false }
    }
    return true
  }
}
