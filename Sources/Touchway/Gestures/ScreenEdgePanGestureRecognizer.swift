/// A pan that starts at an edge of the screen: a kiosk's "back" swipe (A12).
///
/// Its first finger must touch down within ``edgeWidth`` points of one of ``edges`` of its
/// window (in a compositor the system-gesture window covers the screen), and the pan begins
/// only when the finger moves away from that edge more than along it. Fingers after the
/// first are ignored. With no edges set it never recognizes.
open class ScreenEdgePanGestureRecognizer: PanGestureRecognizer {
  /// Edges of a rectangle.
  public struct Edges: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    /// Creates a set of edges from its raw bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    /// The edge at the smallest y.
    public static let top = Edges(rawValue: 1)
    /// The edge at the smallest x.
    public static let left = Edges(rawValue: 2)
    /// The edge at the largest y.
    public static let bottom = Edges(rawValue: 4)
    /// The edge at the largest x.
    public static let right = Edges(rawValue: 8)
    /// Every edge.
    public static let all: Edges = [.top, .left, .bottom, .right]
  }

  /// The edges a pan may start from. Default none.
  public var edges: Edges = []
  /// How close to an edge, in points, the first finger must touch down.
  public var edgeWidth = 20.0
  /// The edge the first finger touched down at.
  public private(set) var startEdge: Edges = []

  /// Creates an edge pan that follows one finger.
  public override init(name: String? = nil) {
    super.init(name: name)
    maximumNumberOfTouches = 1
  }

  open override func touchesBegan(_ touches: TouchSet, with event: TouchEvent) {
    super.touchesBegan(touches, with: event)
    guard state == .possible, startEdge.isEmpty, let touch = trackedTouches.first else { return }
    startEdge = edge(near: touch)
    if startEdge.isEmpty { state = .failed }
  }

  open override func touchesMoved(_ touches: TouchSet, with event: TouchEvent) {
    if state == .possible, let touch = trackedTouches.first {
      let moved = touch.locationInScreen
      let origin = touch.beganLocationInScreen
      let away = startEdge == .left || startEdge == .right ? moved.x - origin.x : moved.y - origin.y
      let along =
        startEdge == .left || startEdge == .right ? moved.y - origin.y : moved.x - origin.x
      let outward = startEdge == .left || startEdge == .top ? away : -away
      if abs(along) >= hysteresis && abs(along) > abs(away) {
        state = .failed
        return
      }
      guard outward >= hysteresis else { return }
    }
    super.touchesMoved(touches, with: event)
  }

  open override func reset() {
    super.reset()
    startEdge = []
  }

  /// The wanted edge the touch began near, in its window's bounds, or none.
  private func edge(near touch: Touch) -> Edges {
    guard let window = touch.window else { return [] }
    let point = touch.location(in: window)
    let bounds = window.bounds
    let candidates: [(Edges, Double)] = [
      (.left, point.x - bounds.minX), (.right, bounds.maxX - point.x),
      (.top, point.y - bounds.minY), (.bottom, bounds.maxY - point.y),
    ]
    for (edge, distance) in candidates where edges.contains(edge) && distance < edgeWidth {
      return edge
    }
    return []
  }
}
