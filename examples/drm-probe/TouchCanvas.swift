import Touchway

/// The probe's one view, covering the screen: it prints every touch it gets on standard
/// output (`touch began 0 at 415.0 107.3`) and remembers where touches landed and went,
/// for ``ProbePainter`` to draw.
final class TouchCanvas: View {
  /// A place a touch was, to draw.
  struct Mark {
    /// Where, in output pixels.
    var location: Point
    /// The touch's contact id (libinput's seat slot), which picks its colour.
    var contactID: Int
    /// Whether the touch began here (a large dot) rather than passed by (a trail).
    var isStart: Bool
  }

  /// Every place touches were, in order.
  private(set) var marks: [Mark] = []
  /// How many touches began, moved, ended and were cancelled.
  private(set) var counts = (began: 0, moved: 0, ended: 0, cancelled: 0)
  /// Called whenever ``marks`` changed.
  var changeHandler: () -> Void = {}

  override init(frame: Rect = .zero, name: String? = nil) {
    super.init(frame: frame, name: name)
    isMultipleTouchEnabled = true
  }

  override func touchesBegan(_ touches: TouchSet, with event: TouchEvent) {
    counts.began += touches.count
    record(touches, as: "began", isStart: true)
  }

  override func touchesMoved(_ touches: TouchSet, with event: TouchEvent) {
    counts.moved += touches.count
    record(touches, as: nil, isStart: false)
  }

  override func touchesEnded(_ touches: TouchSet, with event: TouchEvent) {
    counts.ended += touches.count
    record(touches, as: "ended", isStart: false)
  }

  override func touchesCancelled(_ touches: TouchSet, with event: TouchEvent) {
    counts.cancelled += touches.count
    for touch in touches { Console.say("touch cancelled \(touch.contactID)") }
  }

  /// Remembers where `touches` are; prints them as `phase` unless it is `nil` (motion is
  /// only counted, to keep the console short).
  private func record(_ touches: TouchSet, as phase: String?, isStart: Bool) {
    for touch in touches {
      let location = touch.location(in: self)
      marks.append(Mark(location: location, contactID: touch.contactID, isStart: isStart))
      if let phase {
        Console.say("touch \(phase) \(touch.contactID) at \(location.x) \(location.y)")
      }
    }
    changeHandler()
  }
}
