import TouchwayGraphics

/// How the demo draws a pen (tablet v2): one stroke per touch of the tip, in ``color``,
/// as wide as the pen presses — ``minimumWidth`` at no pressure to ``maximumWidth`` at
/// full — with round ends, so a tap leaves a dot of its pressure. A hovering pen draws
/// nothing.
///
/// The events of a tool come in groups closed by `frame`; each frame draws the segment from
/// where the tip was at the last frame to where it is now, at the frame's pressure.
struct PenStroke {
  /// The ink, unlike every touch trail colour.
  static let color = Color(red: 255, green: 236, blue: 179)
  /// The width at no pressure, in pixels.
  static let minimumWidth = 2.0
  /// The width at full pressure, in pixels.
  static let maximumWidth = 40.0

  private var location: PixelPoint?
  private var pressure = 0.0
  private var isDown = false
  /// Where the last frame drew; `nil` until the tip's first frame on the surface.
  private var lastDrawn: PixelPoint?

  /// The stroke width at a pressure from 0 to 1.
  static func width(pressure: Double) -> Double {
    minimumWidth + (maximumWidth - minimumWidth) * min(max(pressure, 0), 1)
  }

  /// Takes in one event; a frame draws onto `pixels` what its group changed.
  mutating func apply(_ message: PenMessage, to pixels: PixelBuffer) {
    switch message {
    case .proximityIn, .tilt:
      break
    case .proximityOut:
      location = nil
      isDown = false
      lastDrawn = nil
    case .down:
      isDown = true
    case .up:
      isDown = false
      lastDrawn = nil
    case .motion(let x, let y):
      location = PixelPoint(x: x, y: y)
    case .pressure(let value):
      pressure = value
    case .frame:
      guard isDown, let location else { return }
      pixels.strokeLine(
        from: lastDrawn ?? location, to: location, width: Self.width(pressure: pressure),
        color: Self.color)
      lastDrawn = location
    }
  }

  /// Starts over after the canvas was made anew: the tip goes on from its next frame.
  mutating func restart() {
    lastDrawn = nil
  }
}
