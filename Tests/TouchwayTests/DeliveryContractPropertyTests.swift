import Testing
import Touchway

/// R43 as a property: over thousands of random scripts on random trees in one to three
/// windows (some of them their own hit view), with random flags, fingers, frames that
/// change several fingers, removals, interrupts, ignoring and (optionally) random gesture
/// recognizers, delaying ends and requiring each other to fail across windows, every
/// delivered began is followed by exactly one ended or cancelled for that responder, in
/// the frame that resolves it, and nothing after it.
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

  /// Two or three windows side by side, some with no views (their own hit view), taps and
  /// long presses that delay ends and require each other to fail across windows: a
  /// withheld end is delivered in the frame that settles it, whichever window's frame
  /// that is (issue 33), and a window takes every finger it is the hit view of (R33).
  @Test(arguments: 0..<2000)
  func everyBeganEndsExactlyOnceAcrossWindows(seed: Int) {
    var world = RandomWorld(seed: UInt64(seed) + 3_000_000, recognizers: true, acrossWindows: true)
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
  /// Holds every responder's ledger and checks them at each frame's end.
  let checker = ContractChecker()
  var recognizers: [GestureRecognizer] = []
  /// The fingers down, and where each is.
  var active: [Int: Point] = [:]
  var time = 0.0
  var ignoring = 0
  var frame = TouchFrame(time: 0)
  /// Whether the world is laid out to make windows depend on each other: windows side by
  /// side, few views and no exclusive touch, mostly taps and long presses, which require
  /// each other to fail across windows.
  let acrossWindows: Bool

  init(
    seed: UInt64, recognizers withRecognizers: Bool, emulation: Bool = false,
    acrossWindows: Bool = false
  ) {
    random = SplitMix64(state: seed)
    seat = Seat(application: application)
    seat.addObserver(checker)
    self.acrossWindows = acrossWindows
    checker.checksWindowAdmission = acrossWindows
    let count = Int.random(in: acrossWindows ? 2...3 : 1...3, using: &random)
    for index in 0..<count { addWindow(index, of: count, emulating: emulation) }
    if withRecognizers { addRecognizers() }
  }

  var violations: [String] {
    let emulating = windows.compactMap { $0 as? EmulatingWindow }
    let ledgers = checker.ledgers
    return ledgers.flatMap(\.violations)
      + ledgers.filter { !$0.open.isEmpty }.map { _ in "a began never ended" }
      + checker.violations
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

  private mutating func addWindow(_ index: Int, of count: Int, emulating: Bool) {
    let width = 400 / Double(count)
    let frame =
      acrossWindows
      ? Rect(x: Double(index) * width, y: 0, width: width, height: 600)
      : randomRect(in: Size(width: 400, height: 600))
    let window: Window
    if emulating {
      window = EmulatingWindow(frame: frame)
    } else {
      let contractWindow = ContractWindow(frame: frame)
      checker.ledgers.append(contractWindow.contract.ledger)
      window = contractWindow
    }
    window.windowLevel = Double(Int.random(in: 0...1, using: &random))
    if !acrossWindows || !chance(0.3) { addViews(to: window, depth: 0) }
    windows.append(window)
    application.addWindow(window)
  }

  private mutating func addViews(to parent: View, depth: Int) {
    guard depth < (acrossWindows ? 2 : 4) else { return }
    for _ in 0..<Int.random(in: 0...(acrossWindows ? 2 : 3), using: &random) {
      let view = ContractView(frame: randomRect(in: parent.bounds.size), handles: chance(0.7))
      view.isHidden = chance(0.05)
      view.isUserInteractionEnabled = !chance(0.05)
      view.alpha = chance(0.05) ? 0.005 : 1
      view.isExclusiveTouch = !acrossWindows && chance(0.2)
      view.isMultipleTouchEnabled = chance(0.5)
      parent.addSubview(view)
      views.append(view)
      checker.ledgers.append(view.ledger)
      addViews(to: view, depth: depth + 1)
    }
  }

  private mutating func addRecognizers() {
    let hosts: [View] = windows + views
    for _ in 0..<Int.random(in: 1...6, using: &random) {
      let recognizer = randomRecognizer()
      recognizer.cancelsTouchesInView = chance(0.7)
      recognizer.delaysTouchesBegan = chance(0.3)
      recognizer.delaysTouchesEnded = chance(acrossWindows ? 0.85 : 0.7)
      let host = hosts.randomElement(using: &random)!
      host.addGestureRecognizer(recognizer)
      if chance(acrossWindows ? 0.7 : 0.4), let other = randomRequirement(for: host) {
        recognizer.require(toFail: other)
        checker.requirements[ObjectIdentifier(recognizer), default: []].append(other)
      }
      recognizers.append(recognizer)
    }
  }

  /// A recognizer for one on `host` to require to fail: more often one in another window.
  private mutating func randomRequirement(for host: View) -> GestureRecognizer? {
    let elsewhere = recognizers.filter { $0.view?.window !== host.window }
    if !elsewhere.isEmpty && chance(0.7) { return elsewhere.randomElement(using: &random) }
    return recognizers.randomElement(using: &random)
  }

  private mutating func randomRecognizer() -> GestureRecognizer {
    if acrossWindows && chance(0.7) {
      return chance(0.7) ? TapGestureRecognizer() : LongPressGestureRecognizer()
    }
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
    case 0..<25: touchFrame(changes: [.down])
    case 25..<55: touchFrame(changes: [.motion])
    case 55..<73: touchFrame(changes: [.up])
    case 73..<76: touchFrame(changes: [.cancel])
    case 76..<88: touchFrame(changes: randomChanges())
    case 88..<91: removeRandomView()
    case 91..<93:
      seat.advance(to: time)
      seat.interrupt()
    case 93..<95: toggleIgnoring()
    default: disableRandomRecognizer()
    }
  }

  /// Two or three changes for one frame: fingers landing, moving and lifting together.
  private mutating func randomChanges() -> [TouchContact.Change] {
    let kinds: [TouchContact.Change] = [.down, .motion, .up, .up, .cancel]
    return (0..<Int.random(in: 2...3, using: &random)).map { _ in
      kinds.randomElement(using: &random)!
    }
  }

  /// One frame with a contact for each change, each for a different finger.
  private mutating func touchFrame(changes: [TouchContact.Change]) {
    frame.removeAll()
    frame.time = time
    var fingers: [Int] = []
    for change in changes {
      let id: Int
      if change == .down {
        id = Int.random(in: 0..<6, using: &random)
      } else {
        guard let existing = active.keys.sorted().randomElement(using: &random) else { continue }
        id = existing
      }
      guard !fingers.contains(id) else { continue }
      fingers.append(id)
      let location = randomLocation(for: change, from: active[id])
      if change == .down || change == .motion {
        active[id] = location ?? active[id]
      } else {
        active[id] = nil
      }
      frame.append(TouchContact(id: id, change: change, location: location))
    }
    seat.process(frame)
  }

  /// Where a finger goes: anywhere, or, for a finger that is down, as often as not a
  /// point or two from where it is (so taps and long presses recognize); no location for
  /// a cancel, and now and then none for a lift.
  private mutating func randomLocation(for change: TouchContact.Change, from last: Point?)
    -> Point?
  {
    if change == .cancel || (change == .up && chance(0.3)) { return nil }
    if let last, change != .down, chance(0.6) {
      return Point(
        x: last.x + Double.random(in: -3...3, using: &random),
        y: last.y + Double.random(in: -3...3, using: &random))
    }
    return Point(
      x: Double.random(in: -10...410, using: &random),
      y: Double.random(in: -10...610, using: &random))
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
