import Testing
import Touchway

/// The seat's fused path for steady motion frames (every finger moves, in the order the
/// touches began) as a property: over random scripts on random windows and views, with
/// recognizers, event observers that consume, windows that decline and responders that
/// cancel, a seat that takes it delivers exactly what a seat that never does delivers:
/// the same callbacks in the same order, with the same touches showing the same phases,
/// times, locations and tap counts, and the same recognizer transitions and actions.
@Suite struct SteadyMotionPropertyTests {
  @Test(arguments: 0..<1500)
  func steadyPathDeliversWhatTheGeneralPathDelivers(seed: Int) {
    var steadyWorld = SteadyWorld(seed: UInt64(seed), usesSteadyMotion: true)
    var generalWorld = SteadyWorld(seed: UInt64(seed), usesSteadyMotion: false)
    let (steady, general) = (steadyWorld.run(), generalWorld.run())
    #expect(steady.count > 0)
    #expect(steady == general, "seed \(seed)")
  }
}

/// A random application driven mostly by frames in which every finger moves.
private struct SteadyWorld {
  var random: SplitMix64
  let application = Application()
  let seat: Seat
  let log = DetailedLog()
  var views: [DetailedView] = []
  var windows: [DecliningWindow] = []
  var recognizers: [GestureRecognizer] = []
  /// The fingers down, in the order they went down.
  var active: [Int] = []
  var time = 0.0
  /// Where each finger down is.
  var locations: [Int: Point] = [:]
  var frame = TouchFrame(time: 0)
  /// Whether an event observer consumes the next frame.
  let consuming = Box(false)

  init(seed: UInt64, usesSteadyMotion: Bool) {
    random = SplitMix64(state: seed)
    seat = Seat(application: application)
    seat.usesSteadyMotion = usesSteadyMotion
    seat.addObserver(log)
    for index in 0..<Int.random(in: 1...2, using: &random) { addWindow(index) }
    if chance(0.4) { addRecognizers() }
    application.addEventObserver { [log] event in
      log.lines.append("observer \(event.timestamp) \(event.allTouches.count)")
      return .deliver
    }
    application.addEventObserver { [consuming] _ in consuming.value ? .consume : .deliver }
  }

  mutating func run() -> [String] {
    for _ in 0..<Int.random(in: 10...60, using: &random) { step() }
    time += 1
    frame.removeAll()
    frame.time = time
    consuming.value = false
    for id in active { frame.append(TouchContact(id: id, change: .up)) }
    active.removeAll()
    seat.process(frame)
    while let deadline = seat.nextDeadline { seat.advance(to: deadline) }
    return log.lines
  }

  private mutating func addWindow(_ index: Int) {
    let window = DecliningWindow(
      frame: Rect(x: Double(index) * 150, y: 0, width: 300, height: 400), name: "w\(index)")
    window.log = log
    for viewIndex in 0..<Int.random(in: 1...3, using: &random) {
      let view = DetailedView(
        frame: Rect(x: 0, y: Double(viewIndex) * 100, width: 300, height: 150),
        name: "w\(index)v\(viewIndex)", log: log)
      view.isMultipleTouchEnabled = chance(0.8)
      view.isExclusiveTouch = chance(0.1)
      window.addSubview(view)
      views.append(view)
      if chance(0.3) {
        let inner = DetailedView(
          frame: Rect(x: 10, y: 10, width: 100, height: 100), name: "\(view.name ?? "")i",
          log: log)
        view.addSubview(inner)
        views.append(inner)
      }
    }
    windows.append(window)
    application.addWindow(window)
  }

  private mutating func addRecognizers() {
    let hosts: [View] = windows + views
    for index in 0..<Int.random(in: 1...3, using: &random) {
      let recognizer: GestureRecognizer
      switch Int.random(in: 0..<3, using: &random) {
      case 0: recognizer = PanGestureRecognizer()
      case 1: recognizer = LongPressGestureRecognizer()
      default: recognizer = TapGestureRecognizer()
      }
      recognizer.name = "g\(index)"
      recognizer.cancelsTouchesInView = chance(0.5)
      recognizer.delaysTouchesBegan = chance(0.3)
      recognizer.delaysTouchesEnded = chance(0.5)
      log.watch(recognizer)
      hosts.randomElement(using: &random)!.addGestureRecognizer(recognizer)
      recognizers.append(recognizer)
    }
  }

  private mutating func step() {
    time += Double(Int.random(in: 0...50, using: &random)) / 1000
    frame.removeAll()
    frame.time = time
    consuming.value = chance(0.03)
    for window in windows { window.declines = chance(0.03) }
    for view in views { view.cancelsOnMove = chance(0.01) }
    switch Int.random(in: 0..<100, using: &random) {
    case 0..<60: moveEveryFinger()
    case 60..<70: moveSomeFingers()
    case 70..<82: addFinger()
    case 82..<92: liftFinger(change: chance(0.8) ? .up : .cancel)
    case 92..<94:
      seat.advance(to: time)
      seat.interrupt()
      active.removeAll()
      locations.removeAll()
      return
    case 94..<96:
      seat.advance(to: time)
      recognizers.randomElement(using: &random)?.isEnabled = false
      return
    default:
      seat.advance(to: time)
      return
    }
    seat.process(frame)
  }

  /// The steady frame; now and then a finger stays where it is, or has no location, or
  /// moves twice.
  private mutating func moveEveryFinger() {
    let still = chance(0.1) ? active.randomElement(using: &random) : nil
    for id in active {
      let location = id == still ? (chance(0.5) ? locations[id] : nil) : randomPoint()
      move(id, to: location)
    }
    if let twice = active.randomElement(using: &random), chance(0.05) {
      move(twice, to: randomPoint())
    }
  }

  private mutating func moveSomeFingers() {
    for id in active.shuffled(using: &random) where chance(0.6) {
      move(id, to: randomPoint())
    }
  }

  private mutating func move(_ id: Int, to location: Point?) {
    frame.append(TouchContact(id: id, change: .motion, location: location))
    if let location { locations[id] = location }
  }

  private mutating func addFinger() {
    let free = (0..<6).filter { !active.contains($0) }
    guard let id = free.randomElement(using: &random) else { return moveEveryFinger() }
    if chance(0.5) { moveEveryFinger() }
    let location = randomPoint()
    frame.append(TouchContact(id: id, change: .down, location: location))
    locations[id] = location
    active.append(id)
  }

  private mutating func liftFinger(change: TouchContact.Change) {
    guard let id = active.randomElement(using: &random) else { return }
    if chance(0.5) { moveEveryFinger() }
    frame.append(TouchContact(id: id, change: change, location: nil))
    active.removeAll { $0 == id }
    locations[id] = nil
  }

  private mutating func randomPoint() -> Point {
    Point(
      x: Double(Int.random(in: 0...450, using: &random)),
      y: Double(Int.random(in: 0...400, using: &random)))
  }

  private mutating func chance(_ probability: Double) -> Bool {
    Double.random(in: 0..<1, using: &random) < probability
  }
}

private final class Box<Value> {
  var value: Value
  init(_ value: Value) { self.value = value }
}

/// A window that, when told to, lets no event through to its recognizers and views.
private final class DecliningWindow: Window {
  var declines = false
  var log: DetailedLog?

  override func sendEvent(_ event: TouchEvent) {
    log?.lines.append("\(name ?? "?") sendEvent declines=\(declines)")
    if !declines { super.sendEvent(event) }
  }
}

/// A view that logs everything its callbacks show: each touch's id, phase, time,
/// locations (on the screen and in the view) and tap count, and the event's time.
private final class DetailedView: View {
  let log: DetailedLog
  var cancelsOnMove = false

  init(frame: Rect, name: String, log: DetailedLog) {
    self.log = log
    super.init(frame: frame, name: name)
  }

  override func touchesBegan(_ touches: TouchSet, with event: TouchEvent) {
    log.record(self, "began", touches, event)
  }
  override func touchesMoved(_ touches: TouchSet, with event: TouchEvent) {
    log.record(self, "moved", touches, event)
    // A cancel asked for during a delivery runs once it is over.
    if cancelsOnMove, let first = touches.first {
      event.seat?.cancelTouches { $0 === first }
    }
  }
  override func touchesEnded(_ touches: TouchSet, with event: TouchEvent) {
    log.record(self, "ended", touches, event)
  }
  override func touchesCancelled(_ touches: TouchSet, with event: TouchEvent) {
    log.record(self, "cancelled", touches, event)
  }
}

private final class DetailedLog: SeatObserver {
  var lines: [String] = []

  func record(_ view: View, _ callback: String, _ touches: TouchSet, _ event: TouchEvent) {
    let shown = touches.map { touch in
      "\(touch.contactID):\(touch.phase)@\(touch.timestamp) \(touch.locationInScreen)"
        + "<-\(touch.previousLocationInScreen) in \(touch.location(in: view))"
        + "<-\(touch.previousLocation(in: view)) taps \(touch.tapCount)"
    }
    lines.append(
      "\(view.name ?? "?") \(callback) at \(event.timestamp) of \(event.allTouches.count): "
        + shown.joined(separator: ", "))
  }

  func seat(_ seat: Seat, willDeliver phase: Touch.Phase, _ touches: TouchSet, to view: View) {
    lines.append("will \(phase) \(touches.map(\.contactID)) to \(view.name ?? "?")")
  }

  func seat(
    _ seat: Seat, gestureRecognizer: GestureRecognizer,
    didTransitionFrom previous: GestureRecognizer.State, to next: GestureRecognizer.State
  ) {
    lines.append("\(gestureRecognizer.name ?? "?") \(previous)->\(next)")
  }

  func seatDidEndFrame(_ seat: Seat) {
    lines.append("frame end")
  }

  func watch(_ recognizer: GestureRecognizer) {
    recognizer.addTarget { [unowned self] recognizer in
      lines.append("\(recognizer.name ?? "?") action \(recognizer.state)")
    }
  }
}
