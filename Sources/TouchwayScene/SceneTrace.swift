import Foundation
import Touchway

/// The trace of `touchway trace` (trace-format.md): the shared ``TraceWriter``'s lines for
/// what the scene's responders handle and its recognizers do, with the options' detail of
/// each touch and the hit tests' path.
final class SceneTrace: SeatObserver {
  let options: TraceOptions
  private let writer: TraceWriter
  private let output: (String) -> Void
  /// The windows and views whose hit test ran for the touch being hit-tested, in order.
  private var visited: [String] = []

  init(options: TraceOptions, output: @escaping (String) -> Void) {
    self.options = options
    self.output = output
    writer = TraceWriter(output: output)
  }

  /// Traces `seat`, whose clock stamps the lines.
  func observe(_ seat: Seat) {
    writer.observe(seat)
    seat.addObserver(self)
  }

  /// Writes `recognizer`'s actions from now on.
  func watch(_ recognizer: GestureRecognizer) {
    writer.watch(recognizer)
  }

  // MARK: Deliveries

  /// Writes a delivery that `responder`, called `name`, handled.
  func record(
    _ phase: Touch.Phase, _ touches: TouchSet, _ event: TouchEvent, by responder: Responder,
    named name: String
  ) {
    guard options.detail else { return writer.writeDelivery(phase, touches, to: name) }
    writer.writeDelivery(phase, touches, to: name, " all=\(TraceWriter.ids(event.allTouches))")
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
    writer.write(
      (["hitTest", String(touch.contactID)] + visited + ["->", result]).joined(separator: " "))
  }
}
