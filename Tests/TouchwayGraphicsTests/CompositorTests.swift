import Testing
import TouchwayGraphics

@Suite struct CompositorTests {
  let output = FrameBuffer(width: 20, height: 10)
  let compositor = Compositor(background: Color(red: 0, green: 0, blue: 255))
  static let red: UInt32 = 0xFFFF_0000
  static let blue: UInt32 = 0xFF00_00FF

  @Test func layersLandAtTheirPositions() {
    let client = FrameBuffer(width: 4, height: 3, color: Color(red: 255, green: 0, blue: 0))
    compositor.composite([CompositorLayer(pixels: client.pixels, x: 6, y: 2)], into: output.pixels)

    #expect(output.pixels[6, 2] == Self.red)
    #expect(output.pixels[9, 4] == Self.red)
    #expect(output.pixels[5, 2] == Self.blue)
    #expect(output.pixels[10, 4] == Self.blue)
    #expect(output.pixels[6, 5] == Self.blue)
  }

  @Test func layersAreClippedToTheOutput() {
    let client = FrameBuffer(width: 8, height: 8, color: Color(red: 255, green: 0, blue: 0))
    client.pixels[7, 7] = 0xFF00_FF00
    let layers = [
      CompositorLayer(pixels: client.pixels, x: -7, y: -7),
      CompositorLayer(pixels: client.pixels, x: 18, y: 9),
      CompositorLayer(pixels: client.pixels, x: 100, y: 0),
    ]
    compositor.composite(layers, into: output.pixels)

    #expect(output.pixels[0, 0] == 0xFF00_FF00)
    #expect(output.pixels[1, 0] == Self.blue)
    #expect(output.pixels[18, 9] == Self.red)
    #expect(output.pixels[19, 9] == Self.red)
  }

  @Test func laterLayersAreInFront() {
    let back = FrameBuffer(width: 10, height: 10, color: Color(red: 255, green: 0, blue: 0))
    let front = FrameBuffer(width: 2, height: 2, color: Color(red: 0, green: 255, blue: 0))
    compositor.composite(
      [
        CompositorLayer(pixels: back.pixels, x: 0, y: 0),
        CompositorLayer(pixels: front.pixels, x: 1, y: 1),
      ],
      into: output.pixels)

    #expect(output.pixels[1, 1] == 0xFF00_FF00)
    #expect(output.pixels[0, 0] == Self.red)
  }

  @Test func unusedXRGBByteBecomesOpaque() {
    let client = FrameBuffer(width: 1, height: 1, color: Color(argb: 0x0012_3456))
    compositor.composite([CompositorLayer(pixels: client.pixels, x: 0, y: 0)], into: output.pixels)
    #expect(output.pixels[0, 0] == 0xFF12_3456)
  }

  @Test func translucentPixelsBlendOverWhatIsBehind() {
    let client = FrameBuffer(width: 3, height: 1, format: .argb8888, color: Color(argb: 0))
    client.pixels[0, 0] = 0x8080_0000  // red at half alpha, premultiplied
    client.pixels[1, 0] = 0xFF00_FF00  // opaque green
    compositor.composite([CompositorLayer(pixels: client.pixels, x: 0, y: 0)], into: output.pixels)

    #expect(output.pixels[0, 0] == 0xFF80_007F)
    #expect(output.pixels[1, 0] == 0xFF00_FF00)
    #expect(output.pixels[2, 0] == Self.blue)
  }
}
