import Testing
import Touchway
import TouchwayInput

/// An output's place on the screen and the panel points it turns.
struct OutputGeometryTests {
  @Test func aTurnedOutputSwapsItsSizeAndScalesIt() {
    let output = OutputGeometry(
      name: "DSI-1", origin: Point(x: 10, y: 20), pixelWidth: 800, pixelHeight: 480, scale: 2,
      transform: .rotated270)
    #expect(output.frame == Rect(x: 10, y: 20, width: 240, height: 400))
  }

  /// Where the panel's top-left corner goes, for each transform of an 800 × 480 panel (as
  /// the kiosk's screenshots show it: KioskEndToEndTests' TransformTests).
  @Test(arguments: [
    (OutputTransform.normal, Point(x: 0, y: 0)), (.rotated90, Point(x: 480, y: 0)),
    (.rotated180, Point(x: 800, y: 480)), (.rotated270, Point(x: 0, y: 800)),
    (.flipped, Point(x: 800, y: 0)), (.flipped90, Point(x: 0, y: 0)),
    (.flipped180, Point(x: 0, y: 480)), (.flipped270, Point(x: 480, y: 800)),
  ])
  func thePanelsCornerLandsWhereTheTransformTurnsIt(
    _ transform: OutputTransform, corner: Point
  ) {
    let output = OutputGeometry(name: "A", pixelWidth: 800, pixelHeight: 480, transform: transform)
    #expect(output.screenPoint(panelX: 0, panelY: 0) == corner)
    #expect(output.frame.contains(output.screenPoint(panelX: 1, panelY: 1)))
  }

  @Test func transformsReadTheNamesCompositorsWrite() {
    #expect(
      OutputTransform.allCases.map(\.name) == [
        "normal", "90", "180", "270", "flipped", "flipped-90", "flipped-180", "flipped-270",
      ])
    #expect(OutputTransform.allCases.allSatisfy { OutputTransform(name: $0.name) == $0 })
    #expect(OutputTransform(name: "45") == nil)
  }

  @Test func calibrationMatricesReadSixNumbers() {
    #expect(CalibrationMatrix("0 -1 1 1 0 0") == CalibrationMatrix(0, -1, 1, 1, 0, 0))
    #expect(CalibrationMatrix("1 0 0 0 1 0")?.description == "1.0 0.0 0.0 0.0 1.0 0.0")
    for text in ["1 0 0 0 1", "1 0 0 0 1 0 0", "1 0 0 0 1 x", "1 0 0 0 1 inf", ""] {
      #expect(CalibrationMatrix(text) == nil)
    }
  }
}
