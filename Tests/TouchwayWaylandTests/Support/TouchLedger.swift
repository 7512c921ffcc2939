import Touchway

/// Watches the core seat: how many times each touch it delivered was ended or cancelled,
/// so a test can check that every touch that began ended exactly once.
final class TouchLedger: SeatObserver {
  /// Holds each touch, so no later touch takes its identifier.
  private var terminalDeliveries: [ObjectIdentifier: (touch: Touch, count: Int)] = [:]

  func seat(_ seat: Seat, willDeliver phase: Touch.Phase, _ touches: TouchSet, to view: View) {
    for touch in touches {
      let key = ObjectIdentifier(touch)
      let count = terminalDeliveries[key]?.count ?? 0
      terminalDeliveries[key] = (touch, count + (phase.isTerminal ? 1 : 0))
    }
  }

  /// The contact ids of touches delivered and not ended exactly once, with their count.
  var unbalanced: [String] {
    terminalDeliveries.values.filter { $0.count != 1 }.map { "\($0.touch.contactID): \($0.count)" }
      .sorted()
  }
}
