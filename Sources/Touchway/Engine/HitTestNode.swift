/// What a hit test reads of a view, kept up to date by the view as its properties change.
///
/// A view's public properties are checked stored properties, and a checked read costs more
/// than the rest of testing a view; a hit test reads the node instead, whose stored
/// properties are unchecked. The view writes the node in the `didSet` of every property it
/// mirrors, and in its `init`; nothing else writes it. A hit test reads a node only between
/// calls to views' methods, on the application's thread.
final class HitTestNode {
  /// The view's ``View/frame`` origin.
  @exclusivity(unchecked) var frameOrigin = Point.zero
  /// The view's ``View/bounds``.
  @exclusivity(unchecked) var bounds = Rect.zero
  /// The view's ``View/isHitTestable``.
  @exclusivity(unchecked) var isHitTestable = true
  /// Whether the view, though of a subclass, answers a hit test as `View` does for now
  /// (``View/answersPointInsideByBounds``): the descent then tests it inline.
  @exclusivity(unchecked) var answersByBounds = false
  /// The view's ``View/subviews`` (the same array storage).
  @exclusivity(unchecked) var subviews: [View] = []

  /// A point of the superview's space in the view's space: ``View/convert(fromSuperview:)``.
  @inline(__always)
  func convert(fromSuperview point: Point) -> Point {
    Point(
      x: point.x - frameOrigin.x + bounds.origin.x, y: point.y - frameOrigin.y + bounds.origin.y)
  }
}
