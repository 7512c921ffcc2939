import Touchway
import TouchwayGraphics

/// Draws the probe's picture: a known pattern (a dark background with a red, green, blue
/// and white square in the top-left, top-right, bottom-left and bottom-right corners), then
/// each touch's start as a dot and its path as a trail, in its contact's colour.
///
/// The VM test looks for these colours on the screen, so they are part of the probe's
/// interface: see `VM_KNOWN_PIXELS` in `Tests/vm/programs/drm-probe.env`.
enum ProbePainter {
  static let background = Color(argb: 0xFF20_2040)
  static let corners = [0xFFFF_0000, 0xFF00_FF00, 0xFF00_00FF, 0xFFFF_FFFF].map(Color.init(argb:))
  static let cornerSize = 64
  static let touchColors = [
    0xFFFF_FF00, 0xFF00_FFFF, 0xFFFF_00FF, 0xFFFF_8000, 0xFF80_FF80, 0xFFFF_8080, 0xFF80_80FF,
    0xFFC0_C0C0,
  ].map(Color.init(argb:))
  static let dotRadius = 6
  static let trailRadius = 2

  /// Draws the whole picture into `pixels`.
  static func paint(_ marks: [TouchCanvas.Mark], into pixels: PixelBuffer) {
    pixels.fill(pixels.bounds, with: background)
    let size = cornerSize
    let right = pixels.width - size
    let bottom = pixels.height - size
    for (index, (x, y)) in [(0, 0), (right, 0), (0, bottom), (right, bottom)].enumerated() {
      pixels.fill(PixelRect(x: x, y: y, width: size, height: size), with: corners[index])
    }
    for mark in marks {
      let radius = mark.isStart ? dotRadius : trailRadius
      let square = PixelRect(
        x: Int(mark.location.x.rounded()) - radius, y: Int(mark.location.y.rounded()) - radius,
        width: 2 * radius + 1, height: 2 * radius + 1)
      pixels.fill(square, with: touchColors[mark.contactID % touchColors.count])
    }
  }
}
