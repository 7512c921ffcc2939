/// One `wl_pointer` event as the demo received it, with the line it prints for it:
///
///     pointer-enter serial=7 x=12.50 y=40.00
///     pointer-leave serial=9
///     pointer-motion time=1216 x=13.00 y=41.25
///     button serial=8 time=1300 button=272 state=pressed
///     axis time=1400 axis=vertical value=12.00
///     axis-source source=finger
///     axis-stop time=1500 axis=vertical
///     pointer-frame
///
/// Coordinates are surface-local; buttons are Linux input codes (272 left, 273 right).
enum PointerMessage: Equatable {
  case enter(serial: UInt32, x: Double, y: Double)
  case leave(serial: UInt32)
  case motion(time: UInt32, x: Double, y: Double)
  case button(serial: UInt32, time: UInt32, button: UInt32, pressed: Bool)
  case axis(time: UInt32, vertical: Bool, value: Double)
  case axisSource(UInt32)
  case axisStop(time: UInt32, vertical: Bool)
  case frame

  /// The line the demo prints.
  var line: String {
    switch self {
    case .enter(let serial, let x, let y):
      "pointer-enter serial=\(serial) x=\(fixed(x)) y=\(fixed(y))"
    case .leave(let serial):
      "pointer-leave serial=\(serial)"
    case .motion(let time, let x, let y):
      "pointer-motion time=\(time) x=\(fixed(x)) y=\(fixed(y))"
    case .button(let serial, let time, let button, let pressed):
      "button serial=\(serial) time=\(time) button=\(button) state=\(pressed ? "pressed" : "released")"
    case .axis(let time, let vertical, let value):
      "axis time=\(time) axis=\(Self.axis(vertical)) value=\(fixed(value))"
    case .axisSource(let source):
      "axis-source source=\(Self.sources[source] ?? "\(source)")"
    case .axisStop(let time, let vertical):
      "axis-stop time=\(time) axis=\(Self.axis(vertical))"
    case .frame:
      "pointer-frame"
    }
  }

  private func fixed(_ value: Double) -> String { TouchMessage.fixed(value) }

  private static func axis(_ vertical: Bool) -> String { vertical ? "vertical" : "horizontal" }

  /// `wl_pointer.axis_source` values.
  private static let sources: [UInt32: String] = [
    0: "wheel", 1: "finger", 2: "continuous", 3: "wheel-tilt",
  ]
}
