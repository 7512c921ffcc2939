import PNGTestSupport
import Testing
import TouchwayPNG

@testable import touch_demo_client

extension DecodedPNG {
  /// The centre of the disc the demo client drew where its first finger went down (its
  /// colour's bounds: the white dot of the lift may cover the centre), or `nil` with a
  /// recorded issue when the picture has none.
  func discCentre(sourceLocation: SourceLocation = #_sourceLocation) -> (x: Double, y: Double)? {
    let colour = TrailCanvas.color(for: 0)
    guard let disc = bounds(where: { $0 == [colour.red, colour.green, colour.blue] }) else {
      Issue.record("no disc", sourceLocation: sourceLocation)
      return nil
    }
    return (Double(disc.minX + disc.maxX) / 2, Double(disc.minY + disc.maxY) / 2)
  }
}
