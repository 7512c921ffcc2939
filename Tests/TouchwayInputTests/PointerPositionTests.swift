import Testing
import Touchway

@testable import TouchwayInput

/// The pointer moves freely on the outputs and stops at their edges.
struct PointerPositionTests {
  let outputs = [
    OutputGeometry(name: "A", pixelWidth: 100, pixelHeight: 100),
    OutputGeometry(name: "B", origin: Point(x: 100, y: 0), pixelWidth: 100, pixelHeight: 50),
  ]

  @Test func movesAcrossOutputsAndStopsAtTheirEdges() {
    var pointer = PointerPosition()
    pointer.jump(to: Point(x: 50, y: 50), within: outputs)
    pointer.move(dx: 100, dy: -20, within: outputs)
    #expect(pointer.location == Point(x: 150, y: 30))
    pointer.move(dx: 0, dy: 40, within: outputs)
    #expect(pointer.location == Point(x: 150, y: 50 - 1 / 65536))
    pointer.move(dx: -1000, dy: -1000, within: outputs)
    #expect(pointer.location == Point(x: 0, y: 0))
  }

  @Test func withoutOutputsNothingHoldsIt() {
    var pointer = PointerPosition()
    pointer.move(dx: -5, dy: 7, within: [])
    #expect(pointer.location == Point(x: -5, y: 7))
  }
}
