import TouchwayTestSupport

/// The recordings the real apps are touched with, on an 800 × 480 touchscreen that the
/// kiosk maps onto its 800 × 480 output one to one.
///
/// The kiosk starts a replay when the app's window is up, which may be before the app
/// can take touches (a browser still loading its page), so each gesture is repeated
/// `cycles` times, `period` seconds apart; the apps exit once they have seen it.
enum Gestures {
  /// The centre of the test apps' button (the top half).
  static let button = (x: 400, y: 120)

  /// A tap on the button's centre, then a drag upward on the list (the bottom half),
  /// from y 440 to 280 in 400 ms: the list scrolls down. `tap`, `from` and `to` put them
  /// elsewhere on the touchscreen (a turned output shows the app turned).
  static func tapAndDrag(
    tap point: (x: Int, y: Int) = button, from: (x: Int, y: Int) = (400, 440),
    to: (x: Int, y: Int) = (400, 280), cycles: Int = 6, period: Double = 4
  ) throws -> String {
    var touchscreen = SyntheticRecording.protocolB()
    var trackingID = 1
    for cycle in 0..<cycles {
      let start = Double(cycle) * period
      tap(&touchscreen, at: point, time: start, trackingID: &trackingID)
      touchscreen.frame(start + 1.0, .slot(0), .trackingID(trackingID), .x(from.x), .y(from.y))
      for step in 1...20 {
        let x = from.x + (to.x - from.x) * step / 20
        let y = from.y + (to.y - from.y) * step / 20
        // Only the axes that move, as the kernel reports them.
        let moved: [SyntheticRecording.Event] =
          (x != from.x ? [.x(x)] : []) + (y != from.y ? [.y(y)] : [])
        touchscreen.frame(start + 1.0 + Double(step) * 0.02, moved)
      }
      touchscreen.frame(start + 1.5, .trackingID(-1))
      trackingID += 1
    }
    return try SyntheticRecording(touchscreen).write(named: "tap-and-drag.yml")
  }

  /// A tap on `point` every `period` seconds, `count` times (the first ones may come
  /// before the app takes touches, or before it shows what is to be tapped).
  static func taps(
    at point: (x: Int, y: Int), count: Int = 6, period: Double = 2, named name: String
  ) throws -> String {
    var touchscreen = SyntheticRecording.protocolB()
    var trackingID = 1
    for index in 0..<count {
      tap(&touchscreen, at: point, time: Double(index) * period, trackingID: &trackingID)
    }
    return try SyntheticRecording(touchscreen).write(named: name)
  }

  /// For `Pages/select.html`: a tap on the `<select>` at the bottom of the screen (its
  /// centre, 400 × 460), then a tap on the first option of a popup flipped above the
  /// select (y 327, the top row of four 32-point rows over the select). That row is
  /// 100 points from the select, so the tap opens nothing when the popup is closed
  /// (browsers snap a tap to a clickable element near it).
  /// The popup may take a while to open on a loaded machine: the second tap comes 3 s after
  /// the first.
  static func openSelectAndChooseFirst(cycles: Int = 6, period: Double = 6) throws -> String {
    var touchscreen = SyntheticRecording.protocolB()
    var trackingID = 1
    for cycle in 0..<cycles {
      let start = Double(cycle) * period
      tap(&touchscreen, at: (400, 460), time: start, trackingID: &trackingID)
      tap(&touchscreen, at: (400, 327), time: start + 3, trackingID: &trackingID)
    }
    return try SyntheticRecording(touchscreen).write(named: "select.yml")
  }

  /// For `Apps/menu_app.py`: a tap on `opener` (a combo box or a menubar title), one on
  /// `item` of the popup it opens (in the app's middle band, where nothing takes a tap
  /// while the popup is closed), then one on the app's button; `cycles` times, in case the
  /// first taps come before the app takes touches. The popup may take a while to open on a
  /// loaded machine: the item's tap comes 2 s after the opener's.
  static func openPopupAndChoose(
    opener: (x: Int, y: Int), item: (x: Int, y: Int), cycles: Int = 4, period: Double = 5
  ) throws -> String {
    var touchscreen = SyntheticRecording.protocolB()
    var trackingID = 1
    for cycle in 0..<cycles {
      let start = Double(cycle) * period
      tap(&touchscreen, at: opener, time: start, trackingID: &trackingID)
      tap(&touchscreen, at: item, time: start + 2, trackingID: &trackingID)
      tap(&touchscreen, at: (400, 390), time: start + 3.5, trackingID: &trackingID)
    }
    return try SyntheticRecording(touchscreen).write(named: "popup.yml")
  }

  /// For `Apps/entry_app.py` and `Pages/entry.html`: `warmUp` taps on the button (the
  /// replay starts when the window maps, which may be before the app takes touches: those
  /// taps may be lost, and do nothing else), then one on the entry, on each of `keys`, and
  /// on the button again, one a second, with `keyboardDelay` more seconds after the entry's
  /// for a keyboard that takes its time to come up.
  static func typing(
    _ keys: [(x: Int, y: Int)], warmUp: Int = 1, entry: (x: Int, y: Int) = (400, 60),
    button: (x: Int, y: Int) = (400, 180), keyboardDelay: Double = 0, named name: String
  ) throws -> String {
    var touchscreen = SyntheticRecording.protocolB()
    var trackingID = 1
    let taps = Array(repeating: button, count: warmUp) + [entry] + keys + [button]
    for (index, point) in taps.enumerated() {
      let time = Double(index) + (index > warmUp ? keyboardDelay : 0)
      tap(&touchscreen, at: point, time: time, trackingID: &trackingID)
    }
    return try SyntheticRecording(touchscreen).write(named: name)
  }

  /// A tap on `point`, a finger held there for a second, then two fingers 200 points apart
  /// around it moving 100 points up together, `cycles` times, 3 s apart.
  static func tapLongPressAndScroll(
    at point: (x: Int, y: Int), cycles: Int = 6, named name: String
  ) throws -> String {
    var touchscreen = SyntheticRecording.protocolB()
    var trackingID = 1
    for cycle in 0..<cycles {
      let start = Double(cycle) * 3
      tap(&touchscreen, at: point, time: start, trackingID: &trackingID)
      touchscreen.frame(start + 0.5, .slot(0), .trackingID(trackingID), .x(point.x), .y(point.y))
      touchscreen.frame(start + 1.5, .trackingID(-1))
      touchscreen.frame(
        start + 2, .slot(0), .trackingID(trackingID + 1), .x(point.x - 100), .y(point.y),
        .slot(1), .trackingID(trackingID + 2), .x(point.x + 100), .y(point.y))
      for step in 1...5 {
        let y = point.y - 20 * step
        touchscreen.frame(start + 2 + Double(step) * 0.02, .slot(0), .y(y), .slot(1), .y(y))
      }
      touchscreen.frame(start + 2.14, .slot(0), .trackingID(-1), .slot(1), .trackingID(-1))
      trackingID += 3
    }
    return try SyntheticRecording(touchscreen).write(named: name)
  }

  /// One step of ``steps(_:start:named:)``.
  enum Step {
    /// A tap, held 80 ms.
    case tap(x: Int, y: Int)
    /// A swipe from one point to another in 300 ms: in from an edge, the back gesture.
    case swipe(from: (x: Int, y: Int), to: (x: Int, y: Int))
    /// A drag from one point to another in 500 ms, held there 500 ms before it lifts: the
    /// app has time to take what it is dragged over before the drop.
    case drag(from: (x: Int, y: Int), to: (x: Int, y: Int))
  }

  /// `steps`, one a second from `start` seconds after the replay starts (when the app's
  /// window maps): a tap off the screen, which reaches nobody, marks the start.
  static func steps(_ steps: [Step], start: Double = 1, named name: String) throws -> String {
    var touchscreen = SyntheticRecording.protocolB()
    var trackingID = 1
    tap(&touchscreen, at: (10_000, 10_000), time: 0, trackingID: &trackingID)
    for (index, step) in steps.enumerated() {
      let time = start + Double(index)
      switch step {
      case .tap(let x, let y):
        tap(&touchscreen, at: (x, y), time: time, trackingID: &trackingID)
      case .swipe(let from, let to):
        slide(&touchscreen, from: from, to: to, time: time, moving: 0.3, trackingID: &trackingID)
      case .drag(let from, let to):
        slide(
          &touchscreen, from: from, to: to, time: time, moving: 0.5, holding: 0.3,
          trackingID: &trackingID)
      }
    }
    return try SyntheticRecording(touchscreen).write(named: name)
  }

  /// Taps at `points` in turn, one a second from `start`, `cycles` times over: for apps
  /// that take a while to come up, or whose taps only count in order.
  static func taps(
    at points: [(x: Int, y: Int)], cycles: Int, start: Double = 1, named name: String
  ) throws -> String {
    let taps = (0..<(points.count * cycles)).map { index in
      Step.tap(x: points[index % points.count].x, y: points[index % points.count].y)
    }
    return try steps(taps, start: start, named: name)
  }

  /// A finger from `from` to `to` in ten moves over `moving` seconds, lifted `holding`
  /// seconds after the last.
  private static func slide(
    _ touchscreen: inout SyntheticRecording.Device, from: (x: Int, y: Int),
    to: (x: Int, y: Int), time: Double, moving: Double, holding: Double = 0.05,
    trackingID: inout Int
  ) {
    touchscreen.frame(time, .slot(0), .trackingID(trackingID), .x(from.x), .y(from.y))
    for move in 1...10 {
      touchscreen.frame(
        time + moving * Double(move) / 10, .x(from.x + (to.x - from.x) * move / 10),
        .y(from.y + (to.y - from.y) * move / 10))
    }
    touchscreen.frame(time + moving + holding, .trackingID(-1))
    trackingID += 1
  }

  static func tap(
    _ touchscreen: inout SyntheticRecording.Device, at point: (x: Int, y: Int), time: Double,
    trackingID: inout Int
  ) {
    touchscreen.frame(time, .slot(0), .trackingID(trackingID), .x(point.x), .y(point.y))
    touchscreen.frame(time + 0.08, .trackingID(-1))
    trackingID += 1
  }
}
