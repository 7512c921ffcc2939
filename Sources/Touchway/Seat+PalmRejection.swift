// Palm rejection: while a pen is near the glass, the hand that holds it rests on the
// screen. As iPadOS does while the Pencil is in use, and as libinput's touch arbitration
// does for a tablet and its paired touchscreen, fingers on the screen under a pen in
// proximity are not touches: those already down are cancelled when the pen comes near,
// and new ones are dropped until it leaves (they stay dropped until they lift). The pen's
// own contact is never rejected. The region is the whole screen the pen is over, not a
// rectangle around the hand (docs/semantics.md).
extension Seat {
  /// A pen (identified by `pen`, the id its contacts will carry) came into proximity over
  /// `screen`, in screen points: the fingers down on that screen are cancelled, and new
  /// ones are rejected until ``penLeftProximity(_:)``. Called again for the same pen,
  /// it moves the pen to another screen.
  public func penEnteredProximity(_ pen: Int, over screen: Rect) {
    engine.pensInProximity.removeAll { $0.pen == pen }
    engine.pensInProximity.append((pen, screen))
    cancelTouches { touch in
      touch.type != .pencil && !touch.phase.isTerminal && screen.contains(touch.locationInScreen)
    }
  }

  /// The pen left proximity: fingers that touch down afterwards are touches again.
  public func penLeftProximity(_ pen: Int) {
    engine.pensInProximity.removeAll { $0.pen == pen }
  }

  /// A frame's pen proximity changes, at the frame's time, before its contacts.
  func applyPenProximity(of frame: TouchFrame) {
    advance(to: frame.time)
    for change in frame.penProximity {
      if let screen = change.screen {
        penEnteredProximity(change.pen, over: screen)
      } else {
        penLeftProximity(change.pen)
      }
    }
  }

  /// Whether a pen is near the glass (in proximity of any screen).
  public var isPenInProximity: Bool { !engine.pensInProximity.isEmpty }
}

extension DeliveryEngine {
  /// Whether a finger's down falls on a screen a pen is near.
  func rejectsAsPalm(_ contact: TouchContact) -> Bool {
    guard !pensInProximity.isEmpty, contact.pen == nil, let location = contact.location else {
      return false
    }
    return pensInProximity.contains { $0.screen.contains(location) }
  }
}
