import TouchwayGraphics

/// What the demo shows: a background, and each touch point's trail in the colour of its
/// `wl_touch` id — a disc where it touched down, a stroke along its motion, and a white
/// dot where it lifted. A pen (tablet v2) draws its own strokes over them (``PenStroke``).
///
/// Coordinates are surface-local pixels. The picture is kept across frames, so trails
/// add up until the window is resized.
final class TrailCanvas {
  /// The colour behind the trails.
  static let background = Color(red: 24, green: 28, blue: 36)
  /// Trail colours; id `n` uses entry `n` modulo the count.
  static let palette = [
    Color(red: 255, green: 82, blue: 82), Color(red: 64, green: 196, blue: 255),
    Color(red: 105, green: 240, blue: 174), Color(red: 255, green: 215, blue: 64),
    Color(red: 224, green: 64, blue: 251), Color(red: 255, green: 145, blue: 0),
    Color(red: 0, green: 230, blue: 118), Color(red: 83, green: 109, blue: 254),
    Color(red: 255, green: 64, blue: 129), Color(red: 24, green: 255, blue: 255),
  ]
  /// The radius of the disc at a touch down, in pixels.
  static let downRadius = 10.0
  /// The width of a trail, in pixels.
  static let strokeWidth = 6.0
  /// The radius of the dot at a lift, in pixels.
  static let upRadius = 3.0

  /// The picture.
  private(set) var image: FrameBuffer
  /// Where each touch point that is down was last seen.
  private var lastPoints: [Int32: PixelPoint] = [:]
  private var pen = PenStroke()

  /// A blank canvas of the given size.
  init(width: Int, height: Int) {
    image = FrameBuffer(width: width, height: height, color: Self.background)
  }

  /// The trail colour of a touch point.
  static func color(for id: Int32) -> Color {
    palette[Int(id.magnitude % UInt32(palette.count))]
  }

  /// Starts over blank at a new size; points that are down go on from their next motion.
  func resize(width: Int, height: Int) {
    image = FrameBuffer(width: width, height: height, color: Self.background)
    pen.restart()
  }

  /// Draws what a pen event changes.
  func apply(_ message: PenMessage) {
    pen.apply(message, to: image.pixels)
  }

  /// Draws what a touch event changes.
  func apply(_ message: TouchMessage) {
    switch message {
    case .down(_, _, let id, let x, let y):
      let point = PixelPoint(x: x, y: y)
      image.pixels.fillCircle(center: point, radius: Self.downRadius, color: Self.color(for: id))
      lastPoints[id] = point
    case .motion(_, let id, let x, let y):
      let point = PixelPoint(x: x, y: y)
      let from = lastPoints[id] ?? point
      image.pixels.strokeLine(
        from: from, to: point, width: Self.strokeWidth, color: Self.color(for: id))
      lastPoints[id] = point
    case .up(_, _, let id):
      if let point = lastPoints.removeValue(forKey: id) {
        image.pixels.fillCircle(center: point, radius: Self.upRadius, color: .white)
      }
    case .cancel:
      lastPoints.removeAll()
    case .frame, .shape, .orientation:
      break
    }
  }
}
