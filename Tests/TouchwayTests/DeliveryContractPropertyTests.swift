import Testing
import Touchway

/// R43 as a property: over thousands of random scripts on random trees, with random flags,
/// fingers, removals, interrupts, ignoring and (optionally) random gesture recognizers,
/// every delivered began is followed by exactly one ended or cancelled for that view and
/// nothing after it.
@Suite struct DeliveryContractPropertyTests {
  @Test(arguments: 0..<2000)
  func everyBeganEndsExactlyOnceWithoutRecognizers(seed: Int) {
    var world = RandomWorld(seed: UInt64(seed), recognizers: false)
    world.run()
    #expect(world.violations == [], "seed \(seed)")
  }

  @Test(arguments: 0..<2000)
  func everyBeganEndsExactlyOnceWithRecognizers(seed: Int) {
    var world = RandomWorld(seed: UInt64(seed) + 1_000_000, recognizers: true)
    world.run()
    #expect(world.violations == [], "seed \(seed)")
  }

  /// With a pointer emulator on every window: its views' touches still end once, and the
  /// emulated pointer releases every button it pressed and ends every scroll.
  @Test(arguments: 0..<1000)
  func everyBeganEndsExactlyOnceWithPointerEmulation(seed: Int) {
    var world = RandomWorld(seed: UInt64(seed) + 2_000_000, recognizers: true, emulation: true)
    world.run()
    #expect(world.violations == [], "seed \(seed)")
  }
}

/// A random application, window tree, recognizers and script.
struct RandomWorld {
  var random: SplitMix64
  let application = Application()
  let seat: Seat
  var views: [ContractView] = []
  var windows: [Window] = []
  var recognizers: [GestureRecognizer] = []
  var active: [Int: Bool] = [:]
  var time = 0.0
  var ignoring = 0
  var frame = TouchFrame(time: 0)

  init(seed: UInt64, recognizers withRecognizers: Bool, emulation: Bool = false) {
    random = SplitMix64(state: seed)
    seat = Seat(application: application)
    for _ in 0..<Int.random(in: 1...2, using: &random) { addWindow(emulating: emulation) }
    if withRecognizers { addRecognizers() }
  }

  var violations: [String] {
    let emulating = windows.compactMap { $0 as? EmulatingWindow }
    return views.flatMap(\.violations)
      + views.filter { $0.openTouches > 0 }.map { _ in "a began never ended" }
      + emulating.flatMap(\.violations)
      + emulating.filter(\.isBusy).map { _ in "the pointer still holds a button or scrolls" }
  }

  mutating func run() {
    for _ in 0..<Int.random(in: 5...40, using: &random) { step() }
    time += 1
    frame.removeAll()
    frame.time = time
    for id in active.keys.sorted() { frame.append(TouchContact(id: id, change: .up)) }
    active.removeAll()
    seat.process(frame)
    while ignoring > 0 {
      application.endIgnoringInteractionEvents()
      ignoring -= 1
    }
    while let deadline = seat.nextDeadline { seat.advance(to: deadline) }
  }

  private mutating func addWindow(emulating: Bool) {
    let frame = randomRect(in: Size(width: 400, height: 600))
    let window = emulating ? EmulatingWindow(frame: frame) : Window(frame: frame)
    window.windowLevel = Double(Int.random(in: 0...1, using: &random))
    addViews(to: window, depth: 0)
    windows.append(window)
    application.addWindow(window)
  }

  private mutating func addViews(to parent: View, depth: Int) {
    guard depth < 4 else { return }
    for _ in 0..<Int.random(in: 0...3, using: &random) {
      let view = ContractView(frame: randomRect(in: parent.bounds.size), handles: chance(0.7))
      view.isHidden = chance(0.05)
      view.isUserInteractionEnabled = !chance(0.05)
      view.alpha = chance(0.05) ? 0.005 : 1
      view.isExclusiveTouch = chance(0.2)
      view.isMultipleTouchEnabled = chance(0.5)
      parent.addSubview(view)
      views.append(view)
      addViews(to: view, depth: depth + 1)
    }
  }

  private mutating func addRecognizers() {
    let hosts: [View] = windows + views
    for _ in 0..<Int.random(in: 1...5, using: &random) {
      let recognizer = randomRecognizer()
      recognizer.cancelsTouchesInView = chance(0.7)
      recognizer.delaysTouchesBegan = chance(0.3)
      recognizer.delaysTouchesEnded = chance(0.7)
      hosts.randomElement(using: &random)!.addGestureRecognizer(recognizer)
      if let other = recognizers.randomElement(using: &random), chance(0.3) {
        recognizer.require(toFail: other)
      }
      recognizers.append(recognizer)
    }
  }

  private mutating func randomRecognizer() -> GestureRecognizer {
    switch Int.random(in: 0..<7, using: &random) {
    case 0:
      let tap = TapGestureRecognizer()
      tap.numberOfTapsRequired = Int.random(in: 1...2, using: &random)
      tap.numberOfTouchesRequired = Int.random(in: 1...2, using: &random)
      return tap
    case 1: return LongPressGestureRecognizer()
    case 2: return PanGestureRecognizer()
    case 3:
      let swipe = SwipeGestureRecognizer()
      swipe.direction = [.left, .right]
      return swipe
    case 4: return PinchGestureRecognizer()
    case 5: return RotationGestureRecognizer()
    default:
      let edge = ScreenEdgePanGestureRecognizer()
      edge.edges = .all
      return edge
    }
  }

  private mutating func step() {
    time += Double(Int.random(in: 0...200, using: &random)) / 1000
    switch Int.random(in: 0..<100, using: &random) {
    case 0..<30: touchFrame(change: .down)
    case 30..<65: touchFrame(change: .motion)
    case 65..<85: touchFrame(change: .up)
    case 85..<88: touchFrame(change: .cancel)
    case 88..<91: removeRandomView()
    case 91..<93:
      seat.advance(to: time)
      seat.interrupt()
    case 93..<95: toggleIgnoring()
    default: disableRandomRecognizer()
    }
  }

  private mutating func touchFrame(change: TouchContact.Change) {
    frame.removeAll()
    frame.time = time
    let id: Int
    if change == .down {
      id = Int.random(in: 0..<6, using: &random)
      active[id] = true
    } else {
      guard let existing = active.keys.sorted().randomElement(using: &random) else { return }
      id = existing
      if change != .motion { active[id] = nil }
    }
    let location = Point(
      x: Double.random(in: -10...410, using: &random),
      y: Double.random(in: -10...610, using: &random))
    frame.append(TouchContact(id: id, change: change, location: change == .cancel ? nil : location))
    seat.process(frame)
  }

  private mutating func removeRandomView() {
    seat.advance(to: time)
    views.randomElement(using: &random)?.removeFromSuperview()
  }

  private mutating func toggleIgnoring() {
    seat.advance(to: time)
    if ignoring > 0 && chance(0.5) {
      application.endIgnoringInteractionEvents()
      ignoring -= 1
    } else {
      application.beginIgnoringInteractionEvents()
      ignoring += 1
    }
  }

  private mutating func disableRandomRecognizer() {
    seat.advance(to: time)
    recognizers.randomElement(using: &random)?.isEnabled = false
  }

  private mutating func randomRect(in size: Size) -> Rect {
    let x = Double.random(in: 0...max(size.width - 20, 0), using: &random)
    let y = Double.random(in: 0...max(size.height - 20, 0), using: &random)
    return Rect(
      x: x, y: y, width: Double.random(in: 20...max(size.width - x, 20), using: &random),
      height: Double.random(in: 20...max(size.height - y, 20), using: &random))
  }

  private mutating func chance(_ probability: Double) -> Bool {
    Double.random(in: 0..<1, using: &random) < probability
  }
}
