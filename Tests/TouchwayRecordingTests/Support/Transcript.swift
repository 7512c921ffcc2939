import Foundation
import TouchwayRecording

/// A recording's touch events as text, for comparisons.
enum Transcript {
  /// The lines `touchway events` prints: seconds since the first event, positions on a
  /// `width` × `height` output with two decimals.
  static func lines(_ path: String, width: Double = 100, height: Double = 100) throws -> [String] {
    let reader = try TouchEventReader(path: path)
    var lines: [String] = []
    var origin: UInt64?
    while let event = try reader.nextEvent() {
      origin = origin ?? event.time
      lines.append(
        TouchEventLine.format(
          event, decoder: reader.decoder, origin: origin!, width: width, height: height))
    }
    return lines
  }

  /// A recording's tablet tool events as `touchway events` prints them.
  static func tabletLines(_ path: String) throws -> [String] {
    let reader = try TabletEventReader(path: path)
    var lines: [String] = []
    var origin: UInt64?
    while let event = try reader.nextEvent() {
      origin = origin ?? event.time
      lines.append(TabletEventLine.format(event, decoder: reader.decoder, origin: origin!))
    }
    return lines
  }

  /// The exact form the libinput witness prints: microseconds, and positions on a
  /// 100 × 100 output with 17 significant digits.
  static func exactLines(_ path: String) throws -> [String] {
    let reader = try TouchEventReader(path: path)
    var lines: [String] = []
    while let event = try reader.nextEvent() {
      var line = "\(event.time) \(TouchEventLine.name(event.kind))"
      if event.kind != .frame { line += " \(event.slot) \(event.seatSlot)" }
      if event.hasPosition {
        line += String(
          format: " %.17g %.17g", reader.decoder.transformedX(event.x, width: 100),
          reader.decoder.transformedY(event.y, height: 100))
      }
      lines.append(line)
    }
    return lines
  }
}
