import Touchway

/// The kiosk's live trace, in the lines of trace-format.md: every delivery to a view (a
/// client's surface, named after its window), and the gesture recognizers' state changes
/// and actions.
///
/// Times are seconds since the run started, with three decimals; touch ids are the seat's
/// slots. A delivery names the hit view, which for a client surface is the responder that
/// handles it (a client without `wl_touch` passes it on, unseen here).
public final class KioskTrace: SeatObserver {
  private let output: (String) -> Void
  private let origin: TimeInterval
  private weak var seat: Seat?

  /// Traces `seat` (as one of its observers) from `origin`, a time on the seat's clock, writing
  /// each line, without a newline, to `output`.
  public init(seat: Seat, origin: TimeInterval, output: @escaping (String) -> Void) {
    self.output = output
    self.origin = origin
    self.seat = seat
    seat.addObserver(self)
  }

  /// Traces `recognizer`'s actions too (its state changes come through the seat).
  public func watch(_ recognizer: GestureRecognizer) {
    recognizer.addTarget { [weak self] recognizer in
      guard let self else { return }
      output(
        "\(now) \(recognizer.name ?? "?") action \(Self.name(of: recognizer.state, recognizer))")
    }
  }

  /// Prints a line of the kiosk's own, after the time.
  public func write(_ text: String) {
    output("\(now) \(text)")
  }

  /// For a view whose deliveries are not its own business (a client surface whose client
  /// takes no touches, so they go on up its responder chain), what to print instead of
  /// its calls, once for each touch that begins on it; `nil` for other views.
  public var deliveryNote: (View) -> String? = { _ in nil }

  public func seat(
    _ seat: Seat, willDeliver phase: Touch.Phase, _ touches: TouchSet, to view: View
  ) {
    let ids = touches.map(\.contactID).sorted().map(String.init).joined(separator: ",")
    let name = view.name ?? view.window?.name ?? "view"
    if let note = deliveryNote(view) {
      if phase == .began { output("\(now) \(name) \(note) \(ids)") }
      return
    }
    output("\(now) \(name) \(Self.callbacks[phase] ?? "\(phase)") \(ids)")
  }

  /// The responder method each phase calls.
  private static let callbacks: [Touch.Phase: String] = [
    .began: "touchesBegan", .moved: "touchesMoved", .ended: "touchesEnded",
    .cancelled: "touchesCancelled",
  ]

  public func seat(
    _ seat: Seat, gestureRecognizer: GestureRecognizer,
    didTransitionFrom previous: GestureRecognizer.State, to next: GestureRecognizer.State
  ) {
    output(
      "\(now) \(gestureRecognizer.name ?? "?") \(previous)->\(Self.name(of: next, gestureRecognizer))"
    )
  }

  /// The seat's time since the origin, `s.mmm`.
  private var now: String {
    let milliseconds = max(Int(((seat?.now ?? origin) - origin) * 1000 + 0.5), 0)
    let fraction = String(milliseconds % 1000)
    return "\(milliseconds / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
  }

  /// A state as traces print it: a discrete recognizer's success is `recognized`.
  private static func name(
    of state: GestureRecognizer.State, _ recognizer: GestureRecognizer
  ) -> String {
    recognizer.isDiscrete && state == .recognized ? "recognized" : "\(state)"
  }
}
