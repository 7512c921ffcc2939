import Touchway

/// Fingers down on the deepest views of a ten-ary tree of `views` views, moving a little at
/// 240 Hz: the steady-state workload of the allocation and instruction gates.
public final class FingerStream {
  private let application = Application()
  private let seat: Seat
  private var frame = TouchFrame(time: 0)
  private var step = 0.0
  private let fingers: Int

  /// `fingers` fingers (at most ten, one per strip of the window) touch down, each on the
  /// deepest view under it; with `recognizers`, five recognizers on the window follow them.
  public init(fingers: Int = 10, views: Int, recognizers: Bool) {
    self.fingers = fingers
    let window = Window(frame: Rect(x: 0, y: 0, width: 1000, height: 1000))
    window.isMultipleTouchEnabled = true
    window.fill(views: views) { frame in
      let view = SinkView(frame: frame)
      view.isMultipleTouchEnabled = true
      return view
    }
    if recognizers { Self.attachRecognizers(to: window) }
    application.addWindow(window)
    seat = Seat(application: application)
    route(.down)
  }

  /// Every finger moves half a point, or back.
  public func nextMotionFrame() {
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
