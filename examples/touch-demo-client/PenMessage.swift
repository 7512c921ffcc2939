/// One `zwp_tablet_tool_v2` event as the demo received it, with the line it prints for it.
///
/// The lines, one per event, for people and for tests:
///
///     pen-proximity-in serial=4
///     pen-down serial=5
///     pen-motion x=12.50 y=40.00
///     pen-pressure pressure=0.52
///     pen-tilt x=-20.00 y=10.00
///     pen-frame time=1200
///     pen-up
///     pen-proximity-out
///
/// Coordinates are surface-local pixels; pressure is the protocol's 0 to 65535 scaled to
/// 0 to 1; tilt is in degrees.
enum PenMessage: Equatable {
  /// The pen came near the surface (`proximity_in`).
  case proximityIn(serial: UInt32)
  /// The pen left (`proximity_out`).
  case proximityOut
  /// The tip touched the surface (`down`).
  case down(serial: UInt32)
  /// The tip lifted (`up`).
  case up
  /// The pen moved (`motion`).
  case motion(x: Double, y: Double)
  /// The tip's pressure, 0 to 1 (`pressure`).
  case pressure(Double)
  /// The pen's tilt, in degrees (`tilt`).
  case tilt(x: Double, y: Double)
  /// The end of a set of events that belong together (`frame`).
  case frame(time: UInt32)

  /// The line the demo prints.
  var line: String {
    switch self {
    case .proximityIn(let serial): "pen-proximity-in serial=\(serial)"
    case .proximityOut: "pen-proximity-out"
    case .down(let serial): "pen-down serial=\(serial)"
    case .up: "pen-up"
    case .motion(let x, let y):
      "pen-motion x=\(TouchMessage.fixed(x)) y=\(TouchMessage.fixed(y))"
    case .pressure(let pressure): "pen-pressure pressure=\(TouchMessage.fixed(pressure))"
    case .tilt(let x, let y): "pen-tilt x=\(TouchMessage.fixed(x)) y=\(TouchMessage.fixed(y))"
    case .frame(let time): "pen-frame time=\(time)"
    }
  }
}
