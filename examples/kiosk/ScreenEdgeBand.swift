import Touchway

/// Admits into a screen-edge pan (the back gesture, the keyboard's swipe) only the fingers
/// that land in a band along the screen's own edge: the recognizer measures its edges in
/// the touched window, and the left edge of a centred dialog, or the bottom of a window
/// above the shown keyboard, is the app's, not the screen's.
final class ScreenEdgeBand: GestureRecognizerDelegate {
  private unowned let compositor: KioskCompositor

  init(compositor: KioskCompositor) {
    self.compositor = compositor
  }

  func gestureRecognizer(_ recognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool {
    guard let pan = recognizer as? ScreenEdgePanGestureRecognizer else { return false }
    let screen = compositor.outputBox
    let (x, y) = (touch.locationInScreen.x, touch.locationInScreen.y)
    let distances: [(ScreenEdgePanGestureRecognizer.Edges, Double)] = [
      (.left, x - Double(screen.x)),
      (.right, Double(screen.x + screen.width) - x),
      (.top, y - Double(screen.y)),
      (.bottom, Double(screen.y + screen.height) - y),
    ]
    return distances.contains { edge, distance in
      pan.edges.contains(edge) && distance < pan.edgeWidth
    }
  }
}
