public import Touchway

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The one-line form of a touch event used by `touchway events` and by the
/// `*.libinput-events.txt` files made with `libinput debug-events`:
///
///     0.054564 TOUCH_DOWN 1 1 27.75 63.75
///     0.054564 TOUCH_FRAME
///
/// The time is in seconds since `origin` with six decimals; then the slot, the seat slot
/// and, for a down or motion, the position scaled onto `size` with two decimals, rounded
/// as C's `printf("%.2f")` rounds.
public enum TouchEventLine {
  /// Formats an event; `decoder` is the one that produced it.
  public static func format(
    _ event: LibinputTouchEvent, decoder: TouchDecoder, origin: UInt64, width: Double,
    height: Double
  ) -> String {
    let position =
      event.hasPosition
      ? Point(
        x: decoder.transformedX(event.x, width: width),
        y: decoder.transformedY(event.y, height: height)) : nil
    return format(
      name: name(event.kind), time: event.time, origin: origin,
      slots: event.kind == .frame ? nil : (event.slot, event.seatSlot), position: position)
  }

  /// Formats an event from its parts, such as one libinput reports live: its type's
  /// `name` (`TOUCH_DOWN`), its time in microseconds, the slot and seat slot (`nil` for a
  /// frame) and, for a down or motion, the scaled position.
  public static func format(
    name: String, time: UInt64, origin: UInt64, slots: (slot: Int32, seatSlot: Int32)?,
    position: Point?
  ) -> String {
    let elapsed = Int64(bitPattern: time &- origin)
    let sign = elapsed < 0 ? "-" : ""
    let microseconds = elapsed.magnitude % 1_000_000
    let fraction = String(microseconds)
    var line =
      "\(sign)\(elapsed.magnitude / 1_000_000)."
      + String(repeating: "0", count: 6 - fraction.count) + fraction
    line += " " + name
    guard let slots else { return line }
    line += " \(slots.slot) \(slots.seatSlot)"
    if let position {
      line += " " + twoDecimals(position.x)
      line += " " + twoDecimals(position.y)
    }
    return line
  }

  /// libinput's name for the event type.
  public static func name(_ kind: LibinputTouchEvent.Kind) -> String {
    switch kind {
    case .down: "TOUCH_DOWN"
    case .motion: "TOUCH_MOTION"
    case .up: "TOUCH_UP"
    case .cancel: "TOUCH_CANCEL"
    case .frame: "TOUCH_FRAME"
    }
  }

  /// `printf("%.2f", value)`, which rounds the exact binary value half to even.
  static func twoDecimals(_ value: Double) -> String {
    var buffer = [CChar](repeating: 0, count: 64)
    let count = withVaList([value]) { arguments in
      vsnprintf(&buffer, buffer.count, "%.2f", arguments)
    }
    return String(decoding: buffer.prefix(Int(count)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }
}
