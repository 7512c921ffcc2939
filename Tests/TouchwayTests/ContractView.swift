import Touchway

/// A view that checks the delivery contract (R43) for every touch it is given: a began
/// first, then moves, then exactly one ended or cancelled, and nothing after that.
final class ContractView: View {
  enum Stage { case began, ended }

  var stages: [ObjectIdentifier: Stage] = [:]
  /// Keeps every touch alive so that no identifier is reused by a later touch.
  private var seen: [Touch] = []
  var violations: [String] = []
  /// Whether the view handles touches itself or passes them up its chain.
  let handles: Bool

  init(frame: Rect, handles: Bool) {
    self.handles = handles
    super.init(frame: frame)
  }

  var openTouches: Int { stages.values.filter { $0 == .began }.count }

  override func touchesBegan(_ touches: TouchSet, with event: TouchEvent) {
    for touch in touches {
      if stages[ObjectIdentifier(touch)] != nil { violations.append("began twice") }
      seen.append(touch)
      stages[ObjectIdentifier(touch)] = .began
    }
    if !handles { super.touchesBegan(touches, with: event) }
  }

  override func touchesMoved(_ touches: TouchSet, with event: TouchEvent) {
    expectTracking(touches, "moved")
    if !handles { super.touchesMoved(touches, with: event) }
  }

  override func touchesEnded(_ touches: TouchSet, with event: TouchEvent) {
    expectTracking(touches, "ended")
    end(touches)
    if !handles { super.touchesEnded(touches, with: event) }
  }

  override func touchesCancelled(_ touches: TouchSet, with event: TouchEvent) {
    expectTracking(touches, "cancelled")
    end(touches)
    if !handles { super.touchesCancelled(touches, with: event) }
  }

  private func expectTracking(_ touches: TouchSet, _ callback: String) {
    for touch in touches where stages[ObjectIdentifier(touch)] != .began {
      violations.append(
        "\(callback) without an open began (\(String(describing: stages[ObjectIdentifier(touch)])))"
      )
    }
  }

  private func end(_ touches: TouchSet) {
    for touch in touches { stages[ObjectIdentifier(touch)] = .ended }
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
