import Touchway

/// The compositor's system gesture: a finger that touches down at a screen edge and
/// swipes inwards. When it is recognized the gesture takes the finger, so the view that
/// had it (a client surface) sees it cancelled, and ``action`` runs.
///
/// It watches every event before any window does, as an application event observer. A
/// finger is a candidate when it touches down within ``edgeWidth`` of the edge; it is
/// recognized once it has moved ``minimumTravel`` inwards, more inwards than along the
/// edge, and dropped when it lifts or strays along the edge first. Until then the
/// client gets its touches as usual, which is what a kiosk app expects of a system
/// gesture.
public final class EdgeSwipeGesture {
  /// The edge the swipe starts from.
  public let edge: ScreenEdge
  /// The size of the screen, in points.
  public var screen: Size
  /// How close to the edge, in points, a finger must touch down.
  public var edgeWidth = 24.0
  /// How far inwards, in points, a finger must travel to be recognized.
  public var minimumTravel = 60.0
  /// What the gesture does when it is recognized; called on the event loop, during the
  /// delivery of the frame that completed it.
  public var action: () -> Void

  /// Fingers that began at the edge, with where they began; storage is kept.
  private var candidates: [(touch: Touch, start: Point)] = []

  /// Creates a gesture for `edge` of a screen of the given size.
  public init(edge: ScreenEdge, screen: Size, action: @escaping () -> Void) {
    self.edge = edge
    self.screen = screen
    self.action = action
    candidates.reserveCapacity(10)
  }

  /// Starts watching `application`'s events; the application keeps the gesture.
  public func install(in application: Application) {
    application.addEventObserver { event in self.observe(event) }
  }

  /// Decides about one event: consumed when it completes the swipe, delivered otherwise.
  func observe(_ event: TouchEvent) -> EventDisposition {
    candidates.removeAll { $0.touch.phase.isTerminal }
    for touch in event.allTouches where touch.phase == .began {
      if edge.distance(of: touch.locationInScreen, on: screen) <= edgeWidth {
        candidates.append((touch, touch.locationInScreen))
      }
    }
    guard candidates.contains(where: { completesSwipe($0.touch, from: $0.start) }) else {
      candidates.removeAll { straysAlongEdge($0.touch, from: $0.start) }
      return .deliver
    }
    candidates.removeAll(keepingCapacity: true)
    action()
    return .consume
  }

  private func completesSwipe(_ touch: Touch, from start: Point) -> Bool {
    let travel = edge.travel(from: start, to: touch.locationInScreen)
    return touch.phase == .moved && travel.inward >= minimumTravel
      && travel.inward > abs(travel.along)
  }

  private func straysAlongEdge(_ touch: Touch, from start: Point) -> Bool {
    let travel = edge.travel(from: start, to: touch.locationInScreen)
    return abs(travel.along) >= minimumTravel && abs(travel.along) >= travel.inward
  }
}
