import Touchway

/// Ten fingers down on the deepest views of a ten-ary tree of `views` views, moving a
/// little at 240 Hz.
final class TenFingerStream {
  private let application = Application()
  private let seat: Seat
  private var frame = TouchFrame(time: 0)
  private var step = 0.0
  private let fingers = 10

  init(views: Int, recognizers: Bool) {
    let window = Window(frame: Rect(x: 0, y: 0, width: 1000, height: 1000))
    window.isMultipleTouchEnabled = true
    Self.fill(window, views: views)
    if recognizers { Self.attachRecognizers(to: window) }
    application.addWindow(window)
    seat = Seat(application: application)
    route(.down)
  }

  func nextMotionFrame() {
    step = step == 0 ? 0.5 : 0
    route(.motion)
  }

  private func route(_ change: TouchContact.Change) {
    frame.time += 1.0 / 240
    for finger in 0..<fingers {
      let location = Point(x: 50 + Double(finger) * 95 + step, y: 500 + step)
      frame.append(TouchContact(id: finger, change: change, location: location))
    }
    seat.process(draining: &frame)
  }

  /// Splits each view into ten vertical strips, level by level, until `views` views exist.
  private static func fill(_ root: View, views: Int) {
    var remaining = views
    var level = [root]
    while remaining > 0 {
      var next: [View] = []
      for parent in level {
        let width = parent.bounds.width / 10
        for index in 0..<min(10, remaining) {
          let child = SinkView(
            frame: Rect(x: Double(index) * width, y: 0, width: width, height: parent.bounds.height))
          child.isMultipleTouchEnabled = true
          parent.addSubview(child)
          next.append(child)
        }
        remaining -= min(10, remaining)
      }
      level = next
    }
  }

  private static func attachRecognizers(to window: Window) {
    let pinch = PinchGestureRecognizer()
    let rotation = RotationGestureRecognizer()
    pinch.delegate = AlwaysSimultaneous.shared
    rotation.delegate = AlwaysSimultaneous.shared
    let edge = ScreenEdgePanGestureRecognizer()
    edge.edges = .left
    for recognizer in [PanGestureRecognizer(), pinch, rotation, LongPressGestureRecognizer(), edge]
    {
      recognizer.cancelsTouchesInView = false
      window.addGestureRecognizer(recognizer)
    }
  }
}

/// Handles touches by doing nothing, as a client's surface view ends their routing.
private final class SinkView: View {
  override func touchesBegan(_ touches: TouchSet, with event: TouchEvent) {}
  override func touchesMoved(_ touches: TouchSet, with event: TouchEvent) {}
  override func touchesEnded(_ touches: TouchSet, with event: TouchEvent) {}
  override func touchesCancelled(_ touches: TouchSet, with event: TouchEvent) {}
}

/// Keeps all five recognizers on the path.
private final class AlwaysSimultaneous: GestureRecognizerDelegate {
  nonisolated(unsafe) static let shared = AlwaysSimultaneous()

  func gestureRecognizer(
    _ recognizer: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer
  ) -> Bool { true }
}
