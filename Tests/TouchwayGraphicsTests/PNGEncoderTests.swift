import PNGTestSupport
import Testing
import TouchwayGraphics

@Suite struct PNGEncoderTests {
  @Test func opaquePixelsDecodeToTheSameRGB() throws {
    let image = FrameBuffer(width: 37, height: 23, color: Color(red: 10, green: 20, blue: 30))
    image.pixels.fill(
      PixelRect(x: 5, y: 4, width: 10, height: 3), with: Color(red: 250, green: 0, blue: 128))
    image.pixels[36, 22] = 0x00AB_CDEF  // XRGB: the top byte is not alpha

    let png = try DecodedPNG(PNGEncoder.encode(image.pixels))

    #expect(png.chunkTypes == ["IHDR", "IDAT", "IEND"])
    #expect((png.width, png.height, png.channels) == (37, 23, 3))
    #expect(png.pixel(0, 0) == [10, 20, 30])
    #expect(png.pixel(5, 4) == [250, 0, 128])
    #expect(png.pixel(14, 6) == [250, 0, 128])
    #expect(png.pixel(15, 6) == [10, 20, 30])
    #expect(png.pixel(36, 22) == [0xAB, 0xCD, 0xEF])
  }

  @Test func translucentPixelsAreWrittenAsStraightRGBA() throws {
    let image = FrameBuffer(width: 2, height: 1, format: .argb8888, color: Color(argb: 0))
    image.pixels[0, 0] = 0x8080_0000  // half-transparent red, premultiplied
    image.pixels[1, 0] = 0xFF00_FF00

    let png = try DecodedPNG(PNGEncoder.encode(image.pixels))

    #expect(png.channels == 4)
    #expect(png.pixel(0, 0) == [255, 0, 0, 128])
    #expect(png.pixel(1, 0) == [0, 255, 0, 255])
  }

  @Test func everyRowOfAGradientSurvivesTheFilters() throws {
    let image = FrameBuffer(width: 64, height: 64)
    for y in 0..<64 {
      for x in 0..<64 {
        image.pixels[x, y] = UInt32(x * 4) << 16 | UInt32(y * 4) << 8 | UInt32((x ^ y) * 4)
      }
    }
    let png = try DecodedPNG(PNGEncoder.encode(image.pixels))
    for y in 0..<64 {
      for x in 0..<64 {
        #expect(png.pixel(x, y) == [UInt8(x * 4), UInt8(y * 4), UInt8((x ^ y) * 4)])
      }
    }
  }

  @Test func aFlatScreenshotCompressesToUnderOnePercent() {
    let image = FrameBuffer(width: 800, height: 480, color: Color(red: 30, green: 30, blue: 40))
    #expect(PNGEncoder.encode(image.pixels).count < 800 * 480 * 3 / 100)
  }
}
