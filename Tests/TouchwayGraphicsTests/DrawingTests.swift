import Testing
import TouchwayGraphics

@Suite struct DrawingTests {
  let canvas = FrameBuffer(width: 40, height: 30)
  let ink = Color(red: 255, green: 255, blue: 0)

  func inked(_ x: Int, _ y: Int) -> Bool { canvas.pixels[x, y] == ink.argb }

  @Test func fillIsClippedToTheBuffer() {
    canvas.pixels.fill(PixelRect(x: 35, y: -5, width: 10, height: 8), with: ink)
    #expect(inked(35, 0) && inked(39, 2))
    #expect(!inked(34, 0) && !inked(35, 3))
  }

  @Test func discCoversPixelsWithinItsRadius() {
    canvas.pixels.fillCircle(center: PixelPoint(x: 10, y: 10), radius: 3, color: ink)
    #expect(inked(9, 9) && inked(10, 10) && inked(7, 9) && inked(9, 12))
    #expect(!inked(6, 9) && !inked(13, 9) && !inked(12, 12))
  }

  @Test func strokeCoversTheSegmentAndNothingFarFromIt() {
    canvas.pixels.strokeLine(
      from: PixelPoint(x: 5, y: 20), to: PixelPoint(x: 30, y: 20), width: 2, color: ink)
    #expect((5..<30).allSatisfy { inked($0, 19) && inked($0, 20) })
    #expect(!inked(15, 18) && !inked(15, 21))
  }

  @Test func strokeOffTheBufferDrawsNothing() {
    canvas.pixels.strokeLine(
      from: PixelPoint(x: -50, y: -50), to: PixelPoint(x: -10, y: -40), width: 4, color: ink)
    #expect(!(0..<30).contains { y in (0..<40).contains { inked($0, y) } })
  }
}
