import Foundation
import Touchway

/// Writes the lines of trace-format.md as the scene's responders and the seat report what
/// happens.
final class TraceWriter: SeatObserver {
  /// The four touch methods, as the trace names them.
  enum Callback: String {
    case touchesBegan, touchesMoved, touchesEnded, touchesCancelled
  }

  let options: TraceOptions
  /// The seat whose clock stamps the lines.
  weak var seat: Seat?
  private let output: (String) -> Void
  /// The windows and views whose hit test ran for the touch being hit-tested, in order.
  private var visited: [String] = []

  init(options: TraceOptions, output: @escaping (String) -> Void) {
    self.options = options
    self.output = output
  }

  /// The seat's time with three decimals: a frame's time, or a timer's due time.
  private var now: String {
    String(format: "%.3f", seat?.now ?? 0)
  }

  // MARK: Deliveries

  /// Writes a delivery that `responder`, called `name`, handled.
  func record(
    _ callback: Callback, _ touches: TouchSet, _ event: TouchEvent, by responder: Responder,
    named name: String
  ) {
    var line = "\(now) \(name) \(callback.rawValue) \(Self.ids(touches))"
    guard options.detail else { return output(line) }
    line += " all=\(Self.ids(event.allTouches))"
    output(line)
    for touch in touches.sorted(by: { $0.contactID < $1.contactID }) {
      output(detail(of: touch, in: responder as? View))
    }
  }

  /// `touch` as `--detail` shows it, located in `view` (the touch's window when `nil`).
  private func detail(of touch: Touch, in view: View?) -> String {
    let at = Self.format(touch.location(in: view))
    let previous = Self.format(touch.previousLocation(in: view))
    let names = "view=\(touch.view?.name ?? "none") window=\(touch.window?.name ?? "none")"
    return
      "  touch \(touch.contactID) phase=\(touch.phase) tap=\(touch.tapCount) at=\(at) prev=\(previous) \(names)"
  }

  /// Finger ids, ascending, comma-separated.
  private static func ids(_ touches: TouchSet) -> String {
    touches.map(\.contactID).sorted().map(String.init).joined(separator: ",")
  }

  /// `x,y` with one decimal each, and no negative zero.
  private static func format(_ point: Point) -> String {
    "\(format(point.x)),\(format(point.y))"
  }

  private static func format(_ value: Double) -> String {
    let rounded = (value * 10).rounded() / 10
    return String(format: "%.1f", rounded == 0 ? 0 : rounded)
  }

  // MARK: Hit tests

  /// A new hit test starts at the application.
  func beginHitTest() {
    visited.removeAll(keepingCapacity: true)
  }

  /// `view`'s hit test runs at `point`: notes whether it is skipped for its flags, refused
  /// by `point(inside:with:)`, or entered.
  func visit(_ view: View, at point: Point, with event: TouchEvent?) {
    guard options.hitTest else { return }
    let name = view.name ?? "?"
    if !view.isHitTestable {
      visited.append("\(name):skip")
    } else if !view.point(inside: point, with: event) {
      visited.append("\(name):out")
    } else {
      visited.append(name)
    }
  }

  func seat(_ seat: Seat, didHitTest touch: Touch) {
    guard options.hitTest else { return }
    let result = touch.view?.name ?? "none"
    output(
      ([now, "hitTest", String(touch.contactID)] + visited + ["->", result]).joined(separator: " "))
  }

  // MARK: Gesture recognizers

  /// Prints `recognizer`'s actions from now on; its state changes arrive through the seat.
  func watch(_ recognizer: GestureRecognizer) {
    // The recognizer keeps the writer; the writer keeps no recognizer, so nothing cycles.
    recognizer.addTarget { recognizer in
      self.output(
        "\(self.now) \(recognizer.name ?? "?") action \(self.name(of: recognizer.state, of: recognizer))"
      )
    }
  }

  func seat(
    _ seat: Seat, gestureRecognizer: GestureRecognizer,
    didTransitionFrom previous: GestureRecognizer.State, to next: GestureRecognizer.State
  ) {
    let name = gestureRecognizer.name ?? "?"
    output("\(now) \(name) \(previous)->\(self.name(of: next, of: gestureRecognizer))")
  }

  /// A state as the trace prints it: a discrete recognizer's `ended` is `recognized`.
  private func name(of state: GestureRecognizer.State, of recognizer: GestureRecognizer) -> String {
    recognizer.isDiscrete && state == .recognized ? "recognized" : "\(state)"
  }
}
