/// One `wl_touch` event as the demo received it, with the line it prints for it.
///
/// The lines are the demo's output format, one per event, for people and for tests:
///
///     down serial=5 time=1200 id=0 x=12.50 y=40.00
///     motion time=1216 id=0 x=13.00 y=41.25
///     up serial=6 time=1300 id=0
///     frame
///     cancel
///     shape id=0 major=4.00 minor=3.00
///     orientation id=0 degrees=90.00
///
/// Coordinates are surface-local, in surface pixels; times are the compositor's
/// milliseconds.
enum TouchMessage: Equatable {
  /// A finger touched the surface (`wl_touch.down`).
  case down(serial: UInt32, time: UInt32, id: Int32, x: Double, y: Double)
  /// A finger moved (`wl_touch.motion`).
  case motion(time: UInt32, id: Int32, x: Double, y: Double)
  /// A finger lifted (`wl_touch.up`).
  case up(serial: UInt32, time: UInt32, id: Int32)
  /// The end of a set of events that belong together (`wl_touch.frame`).
  case frame
  /// The compositor took every current touch point (`wl_touch.cancel`).
  case cancel
  /// A contact's ellipse, in surface pixels (`wl_touch.shape`).
  case shape(id: Int32, major: Double, minor: Double)
  /// A contact's angle, in degrees (`wl_touch.orientation`).
  case orientation(id: Int32, degrees: Double)

  /// The line the demo prints.
  var line: String {
    switch self {
    case .down(let serial, let time, let id, let x, let y):
      "down serial=\(serial) time=\(time) id=\(id) x=\(Self.fixed(x)) y=\(Self.fixed(y))"
    case .motion(let time, let id, let x, let y):
      "motion time=\(time) id=\(id) x=\(Self.fixed(x)) y=\(Self.fixed(y))"
    case .up(let serial, let time, let id):
      "up serial=\(serial) time=\(time) id=\(id)"
    case .frame:
      "frame"
    case .cancel:
      "cancel"
    case .shape(let id, let major, let minor):
      "shape id=\(id) major=\(Self.fixed(major)) minor=\(Self.fixed(minor))"
    case .orientation(let id, let degrees):
      "orientation id=\(id) degrees=\(Self.fixed(degrees))"
    }
  }

  /// Two decimals, rounded half away from zero; `wl_fixed_t` has 8 fractional bits.
  static func fixed(_ value: Double) -> String {
    let hundredths = Int((value * 100).rounded())
    let whole = abs(hundredths) / 100
    let fraction = abs(hundredths) % 100
    let sign = hundredths < 0 ? "-" : ""
    return "\(sign)\(whole).\(fraction < 10 ? "0" : "")\(fraction)"
  }
}
