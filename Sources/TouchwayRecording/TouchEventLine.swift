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
    let elapsed = Int64(bitPattern: event.time &- origin)
    let sign = elapsed < 0 ? "-" : ""
    let microseconds = elapsed.magnitude % 1_000_000
    let fraction = String(microseconds)
    var line =
      "\(sign)\(elapsed.magnitude / 1_000_000)."
      + String(repeating: "0", count: 6 - fraction.count) + fraction
    line += " " + name(event.kind)
    guard event.kind != .frame else { return line }
    line += " \(event.slot) \(event.seatSlot)"
    if event.hasPosition {
      line += " " + twoDecimals(decoder.transformedX(event.x, width: width))
      line += " " + twoDecimals(decoder.transformedY(event.y, height: height))
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
  private static func twoDecimals(_ value: Double) -> String {
    var buffer = [CChar](repeating: 0, count: 64)
    let count = withVaList([value]) { arguments in
      vsnprintf(&buffer, buffer.count, "%.2f", arguments)
    }
    return String(decoding: buffer.prefix(Int(count)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }
}
