import Touchway

extension GestureDescription {
  /// A new recognizer of this kind, named, with the description's parameters and flags.
  /// Failure requirements and simultaneity name other gestures: the runner adds them.
  func makeRecognizer() -> GestureRecognizer {
    let recognizer = kind.makeRecognizer(named: name)
    recognizer.cancelsTouchesInView = cancelsTouchesInView
    recognizer.delaysTouchesBegan = delaysTouchesBegan
    recognizer.delaysTouchesEnded = delaysTouchesEnded
    recognizer.isEnabled = isEnabled
    return recognizer
  }
}

extension GestureDescription.Kind {
  fileprivate func makeRecognizer(named name: String) -> GestureRecognizer {
    switch self {
    case .tap(let taps, let touches):
      let tap = TapGestureRecognizer(name: name)
      tap.numberOfTapsRequired = taps
      tap.numberOfTouchesRequired = touches
      return tap
    case .longPress(let duration, let movement):
      let press = LongPressGestureRecognizer(name: name)
      press.minimumPressDuration = duration
      press.allowableMovement = movement
      return press
    case .pan(let minimum, let maximum):
      let pan = PanGestureRecognizer(name: name)
      pan.minimumNumberOfTouches = minimum
      pan.maximumNumberOfTouches = maximum ?? .max
      return pan
    case .swipe(let direction):
      let swipe = SwipeGestureRecognizer(name: name)
      swipe.direction = direction.recognizerDirection
      return swipe
    case .pinch:
      return PinchGestureRecognizer(name: name)
    case .rotation:
      return RotationGestureRecognizer(name: name)
    case .screenEdgePan(let edges):
      let pan = ScreenEdgePanGestureRecognizer(name: name)
      pan.edges = ScreenEdgePanGestureRecognizer.Edges(edges.map(\.recognizerEdge))
      return pan
    }
  }
}

extension GestureDescription.SwipeDirection {
  fileprivate var recognizerDirection: SwipeGestureRecognizer.Direction {
    switch self {
    case .right: .right
    case .left: .left
    case .up: .up
    case .down: .down
    }
  }
}

extension GestureDescription.Edge {
  fileprivate var recognizerEdge: ScreenEdgePanGestureRecognizer.Edges {
    switch self {
    case .left: .left
    case .right: .right
    case .top: .top
    case .bottom: .bottom
    }
  }
}
