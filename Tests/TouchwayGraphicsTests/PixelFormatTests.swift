import Testing
import TouchwayGraphics

/// The names the formats go by in Wayland and in DRM.
struct PixelFormatTests {
  @Test(arguments: [(PixelFormat.argb8888, "AR24", UInt32(0)), (.xrgb8888, "XR24", 1)])
  func eachFormatHasItsCodes(_ format: PixelFormat, fourcc: String, shm: UInt32) {
    let characters = (0..<4).map {
      Character(Unicode.Scalar(UInt8(format.drmFourcc >> ($0 * 8) & 0xff)))
    }
    #expect(String(characters) == fourcc)
    #expect(format.shmFormat == shm)
    #expect(PixelFormat(drmFourcc: format.drmFourcc) == format)
  }

  @Test func anotherFourccIsNoneOfThem() {
    #expect(PixelFormat(drmFourcc: 0x3631_4752) == nil)  // RG16
  }
}
