import Touchway

/// The delivery contract (R43) of one responder, for every touch it is given: a began
/// first, then moves, then exactly one ended or cancelled, and nothing after that.
final class ContractLedger {
  /// The touches the responder had a began for and no end yet, in the order they began.
  private(set) var open: [Touch] = []
  /// Every touch it was given, kept alive so that no identifier is reused by a later touch.
  private var seen: [ObjectIdentifier: Touch] = [:]
  var violations: [String] = []

  /// Whether the responder was given a began for `touch`.
  func hasSeen(_ touch: Touch) -> Bool { seen[ObjectIdentifier(touch)] != nil }

  func began(_ touches: TouchSet) {
    for touch in touches {
      if seen[ObjectIdentifier(touch)] != nil { violations.append("began twice") }
      seen[ObjectIdentifier(touch)] = touch
      open.append(touch)
    }
  }

  func moved(_ touches: TouchSet) {
    expectOpen(touches, "moved")
  }

  func ended(_ touches: TouchSet, _ callback: String) {
    expectOpen(touches, callback)
    open.removeAll { touches.contains($0) }
  }

  private func expectOpen(_ touches: TouchSet, _ callback: String) {
    for touch in touches where !open.contains(where: { $0 === touch }) {
      let stage = seen[ObjectIdentifier(touch)] == nil ? "no began" : "ended before"
      violations.append("\(callback) without an open began (\(stage))")
    }
  }
}

/// A view that checks the delivery contract (R43) for every touch it is given.
final class ContractView: View {
  let ledger = ContractLedger()
  /// Whether the view handles touches itself or passes them up its chain.
  let handles: Bool

  init(frame: Rect, handles: Bool) {
    self.handles = handles
    super.init(frame: frame)
  }

  override func touchesBegan(_ touches: TouchSet, with event: TouchEvent) {
    ledger.began(touches)
    if !handles { super.touchesBegan(touches, with: event) }
  }

  override func touchesMoved(_ touches: TouchSet, with event: TouchEvent) {
    ledger.moved(touches)
    if !handles { super.touchesMoved(touches, with: event) }
  }

  override func touchesEnded(_ touches: TouchSet, with event: TouchEvent) {
    ledger.ended(touches, "ended")
    if !handles { super.touchesEnded(touches, with: event) }
  }

  override func touchesCancelled(_ touches: TouchSet, with event: TouchEvent) {
    ledger.ended(touches, "cancelled")
    if !handles { super.touchesCancelled(touches, with: event) }
  }
}

/// A window whose touches, its own (it is the hit view where none of its views is) and
/// those its views pass up their chains, go next to a responder that checks the delivery
/// contract (R43) and keeps them.
final class ContractWindow: Window {
  let contract = ContractResponder()

  override var next: Responder? { contract }
}

/// The end of a ``ContractWindow``'s chain: it checks the contract of every touch it is
/// given.
final class ContractResponder: Responder {
  let ledger = ContractLedger()

  override func touchesBegan(_ touches: TouchSet, with event: TouchEvent) { ledger.began(touches) }
  override func touchesMoved(_ touches: TouchSet, with event: TouchEvent) { ledger.moved(touches) }
  override func touchesEnded(_ touches: TouchSet, with event: TouchEvent) {
    ledger.ended(touches, "ended")
  }
  override func touchesCancelled(_ touches: TouchSet, with event: TouchEvent) {
    ledger.ended(touches, "cancelled")
  }
}

/// Checks, at the end of every frame, that each responder's open touches are open for a
/// reason: a touch that was cancelled, or that a recognizer with `cancelsTouchesInView`
/// recognized, must have had its `touchesCancelled` in that frame (R41, R58); one whose
/// finger lifted, its `touchesEnded`, unless a recognizer that still receives it delays
/// ended and is still possible (R57, with a transition pending on a requirement, R66).
/// In the frame its resolution happens, whichever window's recognizer resolved it.
///
/// With ``checksWindowAdmission`` (for worlds without exclusive touch), it also checks that
/// a ``ContractWindow`` that is a finger's hit view gets its began in the frame the finger
/// lands, unless a recognizer delays began or has taken the finger: a window ignores
/// `isMultipleTouchEnabled` (R33).
///
/// And it checks require-to-fail (R66): no recognizer begins or recognizes once one of its
/// failure ``requirements`` began or recognized in the same multitouch sequence.
final class ContractChecker: SeatObserver {
  var ledgers: [ContractLedger] = []
  var checksWindowAdmission = false
  /// Each recognizer's failure requirements, as the world set them up.
  var requirements: [ObjectIdentifier: [GestureRecognizer]] = [:]
  /// The recognizers that began or recognized in the multitouch sequence under way.
  private var recognizedInSequence: [ObjectIdentifier] = []
  private(set) var violations: [String] = []
  /// The touches a recognizer with `cancelsTouchesInView` recognized while they were open.
  private var taken: [ObjectIdentifier] = []
  /// The touches of this frame whose hit view is a window.
  private var landedOnWindows: [Touch] = []

  func seat(_ seat: Seat, didHitTest touch: Touch) {
    if checksWindowAdmission && touch.view is ContractWindow { landedOnWindows.append(touch) }
  }

  func seat(
    _ seat: Seat, gestureRecognizer: GestureRecognizer,
    didTransitionFrom previous: GestureRecognizer.State, to next: GestureRecognizer.State
  ) {
    guard previous == .possible, next == .began || next == .recognized else { return }
    let settled = requirements[ObjectIdentifier(gestureRecognizer), default: []].filter {
      recognizedInSequence.contains(ObjectIdentifier($0))
    }
    if !settled.isEmpty {
      violations.append("at \(seat.now) a recognizer recognized after its requirement did")
    }
    recognizedInSequence.append(ObjectIdentifier(gestureRecognizer))
    guard gestureRecognizer.cancelsTouchesInView else { return }
    for ledger in ledgers {
      for touch in ledger.open
      where touch.gestureRecognizers.contains(where: { $0 === gestureRecognizer }) {
        taken.append(ObjectIdentifier(touch))
      }
    }
  }

  func seatDidEndFrame(_ seat: Seat) {
    for touch in landedOnWindows where !admitted(touch) {
      violations.append("at \(seat.now) touch \(touch.contactID) withheld from its window")
    }
    landedOnWindows.removeAll()
    for ledger in ledgers {
      for touch in ledger.open {
        if let reason = unresolvedEnd(of: touch) {
          violations.append("at \(seat.now) touch \(touch.contactID) open: \(reason)")
        }
      }
    }
    taken.removeAll()
    if seat.activeTouches.isEmpty { recognizedInSequence.removeAll() }
  }

  private func admitted(_ touch: Touch) -> Bool {
    guard let window = touch.view as? ContractWindow else { return true }
    let withheld = touch.gestureRecognizers.contains {
      ($0.delaysTouchesBegan && $0.state == .possible)
        || ($0.cancelsTouchesInView && [.began, .changed, .ended].contains($0.state))
    }
    return withheld || window.contract.ledger.hasSeen(touch)
  }

  private func unresolvedEnd(of touch: Touch) -> String? {
    if taken.contains(ObjectIdentifier(touch)) { return "recognized, not cancelled" }
    switch touch.phase {
    case .cancelled:
      return "cancelled, not delivered"
    case .ended:
      let delayed = touch.gestureRecognizers.contains {
        $0.delaysTouchesEnded && $0.state == .possible
      }
      return delayed ? nil : "its end released, not delivered"
    default:
      return nil
    }
  }
}

/// A small, seeded random number generator, so a failing case can be replayed.
struct SplitMix64: RandomNumberGenerator {
  var state: UInt64

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
