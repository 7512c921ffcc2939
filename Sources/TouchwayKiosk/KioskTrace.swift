import Touchway

/// The kiosk's live trace, in the lines of trace-format.md, of what the kiosk itself can
/// see: its gesture recognizers' state changes and actions.
///
/// Times are seconds since the run started, with three decimals. What client surfaces
/// receive is not in it: the Wayland server reports no deliveries yet.
public final class KioskTrace: SeatObserver {
  private let output: (String) -> Void
  private let origin: TimeInterval
  private weak var seat: Seat?

  /// Traces `seat` (as its observer) from `origin`, a time on the seat's clock, writing
  /// each line, without a newline, to `output`.
  public init(seat: Seat, origin: TimeInterval, output: @escaping (String) -> Void) {
    self.output = output
    self.origin = origin
    self.seat = seat
    seat.observer = self
  }

  /// Traces `recognizer`'s actions too (its state changes come through the seat).
  public func watch(_ recognizer: GestureRecognizer) {
    recognizer.addTarget { [weak self] recognizer in
      guard let self else { return }
      output(
        "\(now) \(recognizer.name ?? "?") action \(Self.name(of: recognizer.state, recognizer))")
    }
  }

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
