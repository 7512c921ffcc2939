/// Writes the lines of the trace format (trace-format.md) that `touchway trace` and the
/// kiosk share: a timestamp in seconds with three decimals, then a delivery
/// (`NAME touchesBegan 0,1`), a gesture recognizer's state change (`NAME possible->began`)
/// or action (`NAME action began`), or a line of the caller's.
///
/// Observe a seat with ``observe(_:)``: its clock stamps the lines, and its recognizers'
/// state changes are written as they happen.
public final class TraceWriter: SeatObserver {
  private let output: (String) -> Void
  private let origin: TimeInterval
  private let tracesEveryDelivery: Bool
  private weak var seat: Seat?

  /// A writer of lines, without newlines, to `output`, timed from `origin` on the seat's
  /// clock. With `tracesEveryDelivery`, every delivery the seat makes is written, named
  /// after the view (or its window); otherwise the caller writes the ones it wants with
  /// ``writeDelivery(_:_:to:_:)``.
  public init(
    origin: TimeInterval = 0, tracesEveryDelivery: Bool = false,
    output: @escaping (String) -> Void
  ) {
    self.origin = origin
    self.tracesEveryDelivery = tracesEveryDelivery
    self.output = output
  }

  /// Takes `seat`'s clock and traces its recognizers' state changes (as one of its
  /// observers, held weakly).
  public func observe(_ seat: Seat) {
    self.seat = seat
    seat.addObserver(self)
  }

  /// Writes `text` after the time.
  public func write(_ text: String) {
    output("\(now) \(text)")
  }

  /// Writes that `touches` were delivered in `phase` to the responder called `name`, with
  /// `suffix` after the touch ids.
  public func writeDelivery(
    _ phase: Touch.Phase, _ touches: TouchSet, to name: String, _ suffix: String = ""
  ) {
    write("\(name) \(Self.callbacks[phase] ?? "\(phase)") \(Self.ids(touches))\(suffix)")
  }

  /// Writes `recognizer`'s actions from now on; its state changes come through the seat.
  public func watch(_ recognizer: GestureRecognizer) {
    // The recognizer keeps the writer; the writer keeps no recognizer, so nothing cycles.
    recognizer.addTarget { [self] recognizer in
      write("\(recognizer.name ?? "?") action \(Self.name(of: recognizer.state, recognizer))")
    }
  }

  /// For a view whose deliveries are not its own business (a client surface whose client
  /// takes no touches, so they go on up its responder chain), what to write instead of
  /// its calls, once for each touch that begins on it; `nil` for other views.
  public var deliveryNote: (View) -> String? = { _ in nil }

  public func seat(
    _ seat: Seat, willDeliver phase: Touch.Phase, _ touches: TouchSet, to view: View
  ) {
    guard tracesEveryDelivery else { return }
    let name = view.name ?? view.window?.name ?? "view"
    guard let note = deliveryNote(view) else { return writeDelivery(phase, touches, to: name) }
    if phase == .began { write("\(name) \(note) \(Self.ids(touches))") }
  }

  public func seat(
    _ seat: Seat, gestureRecognizer: GestureRecognizer,
    didTransitionFrom previous: GestureRecognizer.State, to next: GestureRecognizer.State
  ) {
    write(
      "\(gestureRecognizer.name ?? "?") \(previous)->\(Self.name(of: next, gestureRecognizer))")
  }

  /// Finger ids, ascending, comma-separated.
  public static func ids(_ touches: TouchSet) -> String {
    // A pen's touch is marked: `1001(pencil)`.
    touches.sorted { $0.contactID < $1.contactID }.map {
      $0.type == .pencil ? "\($0.contactID)(pencil)" : String($0.contactID)
    }.joined(separator: ",")
  }

  /// The responder method each phase calls.
  private static let callbacks: [Touch.Phase: String] = [
    .began: "touchesBegan", .moved: "touchesMoved", .ended: "touchesEnded",
    .cancelled: "touchesCancelled",
  ]

  /// The seat's time since the origin, `s.mmm`: a frame's time, or a timer's due time.
  private var now: String {
    let milliseconds = max(Int((((seat?.now ?? origin) - origin) * 1000).rounded()), 0)
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
