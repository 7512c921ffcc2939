import Testing
import TouchwayGraphics

@testable import touch_demo_client

@Suite struct TrailCanvasTests {
  let canvas = TrailCanvas(width: 200, height: 100)

  func pixel(_ x: Int, _ y: Int) -> UInt32 { canvas.image.pixels[x, y] }

  @Test func blankCanvasIsTheBackground() {
    #expect(pixel(0, 0) == TrailCanvas.background.argb)
    #expect(pixel(199, 99) == TrailCanvas.background.argb)
  }

  @Test func aTouchDownLeavesADiscInItsColour() {
    canvas.apply(.down(serial: 1, time: 0, id: 2, x: 50, y: 50))
    let colour = TrailCanvas.color(for: 2).argb
    #expect(pixel(50, 50) == colour)
    #expect(pixel(50 + 8, 50) == colour)
    #expect(pixel(50 + 12, 50) == TrailCanvas.background.argb)
  }

  @Test func motionDrawsTheTrailBetweenPositions() {
    canvas.apply(.down(serial: 1, time: 0, id: 0, x: 20, y: 80))
    canvas.apply(.motion(time: 16, id: 0, x: 180, y: 80))
    let colour = TrailCanvas.color(for: 0).argb
    #expect((20...179).allSatisfy { pixel($0, 80) == colour })
    #expect(pixel(100, 70) == TrailCanvas.background.argb)
  }

  @Test func eachTouchPointHasItsOwnColour() {
    canvas.apply(.down(serial: 1, time: 0, id: 0, x: 30, y: 30))
    canvas.apply(.down(serial: 2, time: 0, id: 1, x: 150, y: 30))
    #expect(pixel(30, 30) == TrailCanvas.color(for: 0).argb)
    #expect(pixel(150, 30) == TrailCanvas.color(for: 1).argb)
    #expect(TrailCanvas.color(for: 0) != TrailCanvas.color(for: 1))
  }

  @Test func aLiftMarksWhereTheFingerLeft() {
    canvas.apply(.down(serial: 1, time: 0, id: 0, x: 30, y: 30))
    canvas.apply(.motion(time: 16, id: 0, x: 90, y: 30))
    canvas.apply(.up(serial: 2, time: 32, id: 0))
    #expect(pixel(90, 30) == Color.white.argb)
    #expect(pixel(30, 30) == TrailCanvas.color(for: 0).argb)
  }

  @Test func afterACancelMotionStartsANewTrail() {
    canvas.apply(.down(serial: 1, time: 0, id: 0, x: 10, y: 10))
    canvas.apply(.cancel)
    canvas.apply(.motion(time: 16, id: 0, x: 150, y: 90))
    // No stroke joins the old position to the new one.
    #expect(pixel(80, 50) == TrailCanvas.background.argb)
  }

  @Test func touchesOffTheCanvasAreClipped() {
    canvas.apply(.down(serial: 1, time: 0, id: 0, x: -40, y: 500))
    canvas.apply(.motion(time: 16, id: 0, x: 199.5, y: 99.5))
    #expect(pixel(199, 99) == TrailCanvas.color(for: 0).argb)
  }
}
