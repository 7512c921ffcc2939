/// A rectangular region that can be hit by touches: a view the compositor draws itself, or
/// (in `TouchwayWayland`) a client's surface.
///
/// Views form a tree: ``subviews`` are ordered back to front, so the last one added is the
/// front-most and is hit-tested first (R10). A view's ``frame`` is in its superview's
/// coordinates and its ``bounds`` in its own.
open class View: Responder {
  /// A name for traces and logs; not used for routing.
  public var name: String?

  /// The view's rectangle in its superview's coordinates (a window's frame is in screen
  /// coordinates). Setting it resizes ``bounds`` to the same size.
  public var frame: Rect {
    didSet {
      bounds.size = frame.size
      hitTestNode.frameOrigin = frame.origin
      invalidateOffsetToScreen()
    }
  }

  /// The view's rectangle in its own coordinates. Its origin is the point of the view's
  /// coordinate space shown at the frame's top-left corner (a scroll offset).
  public var bounds: Rect {
    didSet {
      hitTestNode.bounds = bounds
      invalidateOffsetToScreen()
    }
  }

  /// The views inside this one, back to front.
  public internal(set) var subviews: [View] = [] {
    didSet { hitTestNode.subviews = subviews }
  }

  /// The view this one is inside, or `nil` for a window or a detached view.
  ///
  /// Unowned (and checked: a read of a view that is gone would trap), not weak: the tree's
  /// ownership runs from parent to child (``subviews`` holds the children), the link is set
  /// only while the view is in its superview's `subviews`, and a view that goes away clears
  /// its subviews' links first (`deinit`). A weak link gave every parent a side table, which
  /// sends each retain and release of a parent down the runtime's slow path.
  public internal(set) unowned var superview: View? {
    didSet { invalidateOffsetToScreen() }
  }

  /// Whether hit-testing may return this view or anything inside it (R8, R36).
  public var isUserInteractionEnabled = true {
    didSet { hitTestNode.isHitTestable = isHitTestable }
  }
  /// A hidden view and everything inside it is never hit (R8).
  public var isHidden = false {
    didSet { hitTestNode.isHitTestable = isHitTestable }
  }
  /// Opacity from 0 to 1; a view below 0.01 and everything inside it is never hit (R8).
  public var alpha = 1.0 {
    didSet { hitTestNode.isHitTestable = isHitTestable }
  }
  /// Whether this view's `point(inside:with:)` answers, for now, as `View`'s does (inside
  /// ``bounds``), so that hit tests may test it inline, with no call to its methods. For a
  /// subclass in this package that overrides `point(inside:with:)` and not
  /// `hitTest(_:with:)`: a client surface whose input region covers its bounds (the usual
  /// case) sets it, and clears it when the region shrinks.
  package var answersPointInsideByBounds: Bool {
    get { hitTestNode.answersByBounds }
    set { hitTestNode.answersByBounds = newValue }
  }
  /// While this view tracks a touch it is the only view of its window that does (R34).
  public var isExclusiveTouch = false
  /// Whether the view may track more than one touch at a time (R32).
  public var isMultipleTouchEnabled = false

  /// The gesture recognizers attached to this view, in the order they were added; they see
  /// the touches of this view and its descendants before the views do (R44, R45).
  public internal(set) var gestureRecognizers: [GestureRecognizer] = []

  /// ``offsetToScreen`` as last computed, or `nil` when a frame, bounds or superview on the
  /// way to the screen changed since.
  @usableFromInline final var cachedOffsetToScreen: Point?
  /// What a hit test reads of the view (`HitTestDescent`).
  let hitTestNode = HitTestNode()

  /// Creates a view with the given frame.
  public init(frame: Rect = .zero, name: String? = nil) {
    self.frame = frame
    self.bounds = Rect(origin: .zero, size: frame.size)
    self.name = name
    super.init()
    hitTestNode.frameOrigin = frame.origin
    hitTestNode.bounds = bounds
  }

  deinit {
    // Keeps ``superview``'s invariant: subviews that outlive their superview are detached.
    for subview in subviews { subview.superview = nil }
  }

  /// The window this view is in, or `nil` if it is in none.
  public var window: Window? {
    var view: View? = self
    while let current = view {
      if let window = current as? Window { return window }
      view = current.superview
    }
    return nil
  }

  /// The farthest descendant of this view (or the view itself) that contains `point`,
  /// in the view's coordinates, or `nil` (R7–R12).
  ///
  /// Subviews are asked front to back and the first answer wins. Override it to change
  /// hit-testing; an override must have no side effects, since it may be called more than
  /// once for one touch (R14).
  ///
  /// The default walks the tree below the view in one loop (`HitTestDescent`): a subview
  /// of a class that does not override this method costs one call of it, and one of
  /// ``point(inside:with:)``; a `View` or `Window` itself, none. So a subclass that wants
  /// its own test of a point overrides ``point(inside:with:)`` and keeps the fast walk; an
  /// override of this method that calls `super` keeps it for the views below.
  open func hitTest(_ point: Point, with event: TouchEvent?) -> View? {
    guard hitTestNode.isHitTestable, self.point(inside: point, with: event) else { return nil }
    return HitTestDescent.deepestHit(from: self, at: point, with: event)
  }

  /// Whether `point`, in the view's coordinates, is inside the view; by default whether it
  /// is inside ``bounds`` (R11). A client surface answers with its input region.
  open func point(inside point: Point, with event: TouchEvent?) -> Bool {
    hitTestNode.bounds.contains(point)
  }

  /// Whether a recognizer that tracks a touch of this view may begin; `false` makes it fail
  /// (R67, R68). A control overrides it to keep a superview's recognizer off its own gesture.
  open func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool { true }

  /// Whether a recognizer of this view or of an ancestor may see a touch whose hit view is
  /// this view; `false` hides the touch from it for the touch's whole life, as the
  /// recognizer's delegate can (R46). Asked once, when the touch begins. A client surface
  /// overrides it to keep system gestures off parts of itself.
  open func gestureRecognizer(_ recognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool {
    true
  }

  /// A view's next responder is its superview (R37).
  open override var next: Responder? { superview }

  /// Whether this view is `view` or inside it.
  public func isDescendant(of view: View) -> Bool {
    var current: View? = self
    while let candidate = current {
      if candidate === view { return true }
      current = candidate.superview
    }
    return false
  }
}
