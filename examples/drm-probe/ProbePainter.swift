import Touchway
import TouchwayDRM

/// Draws the probe's picture: a known pattern (a dark background with a red, green, blue
/// and white square in the top-left, top-right, bottom-left and bottom-right corners), then
/// each touch's start as a dot and its path as a trail, in its contact's colour.
///
/// The VM test looks for these colours on the screen, so they are part of the probe's
/// interface: see `Tests/vm/check-screen.py`.
enum ProbePainter {
  static let background: UInt32 = 0x20_2040
  static let corners: [UInt32] = [0xFF_0000, 0x00_FF00, 0x00_00FF, 0xFF_FFFF]
  static let cornerSize = 64
  static let touchColors: [UInt32] = [
    0xFF_FF00, 0x00_FFFF, 0xFF_00FF, 0xFF_8000, 0x80_FF80, 0xFF_8080, 0x80_80FF, 0xC0_C0C0,
  ]
  static let dotRadius = 6
  static let trailRadius = 2

  /// Draws the whole picture into `pixels`.
  static func paint(_ marks: [TouchCanvas.Mark], into pixels: MappedPixels) {
    for y in 0..<pixels.height { pixels.row(y).update(repeating: background) }
    let size = cornerSize
    let right = pixels.width - size
    let bottom = pixels.height - size
    for (index, (x, y)) in [(0, 0), (right, 0), (0, bottom), (right, bottom)].enumerated() {
      fill(pixels, x: x, y: y, width: size, height: size, color: corners[index])
    }
    for mark in marks {
      let radius = mark.isStart ? dotRadius : trailRadius
      fill(
        pixels, x: Int(mark.location.x.rounded()) - radius,
        y: Int(mark.location.y.rounded()) - radius,
        width: 2 * radius + 1, height: 2 * radius + 1,
        color: touchColors[mark.contactID % touchColors.count])
    }
  }

  /// Fills a rectangle, clipped to the pixels.
  private static func fill(
    _ pixels: MappedPixels, x: Int, y: Int, width: Int, height: Int, color: UInt32
  ) {
    let left = max(x, 0)
    let right = min(x + width, pixels.width)
    guard left < right else { return }
    for row in max(y, 0)..<max(min(y + height, pixels.height), max(y, 0)) {
      pixels.row(row)[left..<right].update(repeating: color)
    }
  }
}
