/// Recognizes a quick stroke in one direction; discrete (A12).
///
/// It is recognized once the fingers' centroid has gone ``minimumDistance`` points in one of
/// ``direction``'s directions, within ``maximumDuration`` of the first touch, while moving
/// across that direction at most ``maximumDeviation`` times as far. It fails on a stroke
/// in another direction, a slow one, a lift before the distance, or an extra finger.
open class SwipeGestureRecognizer: GestureRecognizer {
  /// The directions a swipe may take.
  public struct Direction: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    /// Creates a set of directions from its raw bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    /// Towards larger x.
    public static let right = Direction(rawValue: 1)
    /// Towards smaller x.
    public static let left = Direction(rawValue: 2)
    /// Towards smaller y.
    public static let up = Direction(rawValue: 4)
    /// Towards larger y.
    public static let down = Direction(rawValue: 8)
  }

  /// The allowed directions. Default right.
  public var direction: Direction = .right
  /// How many fingers swipe. Default 1.
  public var numberOfTouchesRequired = 1
  /// How far, in points, the stroke must go.
  public var minimumDistance = 50.0
  /// How long, in seconds, the stroke may take.
  public var maximumDuration = 0.5
  /// How far the stroke may stray across its direction, as a fraction of its length.
  public var maximumDeviation = 0.5
  /// How far, in points, a stroke may go before its direction counts.
  public var hysteresis = 10.0

  /// A swipe succeeds in one step: discrete.
  open override var isDiscrete: Bool { true }

  private var start: (time: TimeInterval, centroid: Point)?

  open override func touchesBegan(_ touches: TouchSet, with event: TouchEvent) {
    if numberOfTouches > numberOfTouchesRequired {
      state = .failed
      return
    }
    start = (now, location(in: nil))
  }

  open override func touchesMoved(_ touches: TouchSet, with event: TouchEvent) {
    guard let start, numberOfTouches == numberOfTouchesRequired else { return }
    if now - start.time > maximumDuration {
      state = .failed
      return
    }
    let centroid = location(in: nil)
    let dx = centroid.x - start.centroid.x
    let dy = centroid.y - start.centroid.y
    let horizontal = abs(dx) >= abs(dy)
    let along = horizontal ? abs(dx) : abs(dy)
    let across = horizontal ? abs(dy) : abs(dx)
    guard along >= hysteresis else { return }
    let heading: Direction = horizontal ? (dx > 0 ? .right : .left) : (dy > 0 ? .down : .up)
    if !direction.contains(heading) || across > along * maximumDeviation {
      state = .failed
    } else if along >= minimumDistance {
      state = .recognized
    }
  }

  open override func touchesEnded(_ touches: TouchSet, with event: TouchEvent) {
    state = .failed
  }

  open override func reset() {
    super.reset()
    start = nil
  }
}
