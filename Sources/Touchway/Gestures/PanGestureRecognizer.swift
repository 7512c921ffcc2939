/// Recognizes fingers dragging; continuous (A12).
///
/// It begins once at least ``minimumNumberOfTouches`` fingers are down and their centroid
/// has moved ``hysteresis`` points; every later move is a change, and it ends when every
/// finger has lifted. If they all lift before it began, it fails. Fingers beyond
/// ``maximumNumberOfTouches`` are ignored.
open class PanGestureRecognizer: GestureRecognizer {
  /// The fewest fingers that make a pan. Default 1.
  public var minimumNumberOfTouches = 1
  /// The most fingers a pan follows; later fingers are ignored. Default unlimited.
  public var maximumNumberOfTouches = Int.max
  /// How far, in points, the centroid must move before the pan begins (Q7).
  public var hysteresis = 10.0

  /// The centroid the current translation is measured from, in screen coordinates; moved
  /// whenever fingers come or go so the centroid's jump is not counted.
  private var anchor = Point.zero
  private var translationBeforeAnchor = Point.zero
  private var lastSample: (time: TimeInterval, translation: Point)?
  private var velocityInScreen = Point.zero

  /// The distance the fingers' centroid has moved since the gesture's first touch. Views
  /// only translate, so it is the same in every view's coordinates.
  public func translation(in view: View?) -> Point {
    guard let centroid = screenCentroid(excluding: nil) else { return translationBeforeAnchor }
    return Point(
      x: translationBeforeAnchor.x + centroid.x - anchor.x,
      y: translationBeforeAnchor.y + centroid.y - anchor.y)
  }

  /// Resets the translation to `translation`.
  public func setTranslation(_ translation: Point, in view: View?) {
    translationBeforeAnchor = translation
    anchor = screenCentroid(excluding: nil) ?? .zero
  }

  /// The centroid's speed over the last move, in points per second.
  public func velocity(in view: View?) -> Point { velocityInScreen }

  open override func touchesBegan(_ touches: TouchSet, with event: TouchEvent) {
    // The newest fingers are the extra ones.
    for touch in touches.reversed() where numberOfTouches > maximumNumberOfTouches {
      ignore(touch, for: event)
    }
    reanchor(measuringWithout: .began, anchoringWithout: nil)
  }

  open override func touchesMoved(_ touches: TouchSet, with event: TouchEvent) {
    sampleVelocity()
    switch state {
    case .possible:
      let moved = translation(in: nil)
      if numberOfTouches >= minimumNumberOfTouches && moved.distance(to: .zero) >= hysteresis {
        state = .began
      }
    case .began, .changed:
      state = .changed
    default:
      break
    }
  }

  open override func touchesEnded(_ touches: TouchSet, with event: TouchEvent) {
    if trackedTouches.allSatisfy({ $0.phase.isTerminal }) {
      state = state == .possible ? .failed : .ended
    } else {
      reanchor(measuringWithout: nil, anchoringWithout: .ended)
    }
  }

  open override func reset() {
    super.reset()
    anchor = .zero
    translationBeforeAnchor = .zero
    lastSample = nil
    velocityInScreen = .zero
  }

  /// Keeps the translation continuous when fingers come or go: what the old fingers moved
  /// is banked, and the new centroid becomes the anchor.
  private func reanchor(measuringWithout old: Touch.Phase?, anchoringWithout new: Touch.Phase?) {
    if let centroid = screenCentroid(excluding: old) {
      translationBeforeAnchor.x += centroid.x - anchor.x
      translationBeforeAnchor.y += centroid.y - anchor.y
    }
    anchor = screenCentroid(excluding: new) ?? anchor
  }

  /// The centroid, in screen coordinates, of the fingers not in `phase`.
  private func screenCentroid(excluding phase: Touch.Phase?) -> Point? {
    var x = 0.0
    var y = 0.0
    var count = 0.0
    for touch in trackedTouches where touch.phase != phase {
      x += touch.locationInScreen.x
      y += touch.locationInScreen.y
      count += 1
    }
    return count == 0 ? nil : Point(x: x / count, y: y / count)
  }

  private func sampleVelocity() {
    let translation = translation(in: nil)
    if let lastSample, now > lastSample.time {
      let elapsed = now - lastSample.time
      velocityInScreen = Point(
        x: (translation.x - lastSample.translation.x) / elapsed,
        y: (translation.y - lastSample.translation.y) / elapsed)
    }
    lastSample = (now, translation)
  }
}
