import CLibpng

/// Writes rows of XRGB8888 pixels (as wlroots reads them back) to `path` as an 8-bit RGB
/// PNG, with libpng's simplified API.
func writePNG(width: Int, height: Int, pixels: [UInt32], to path: String) throws {
  try writePNG(width: width, height: height, rgb: rgbSamples(of: pixels), to: path)
}

/// Red, green and blue for each of `pixels`, XRGB8888 as wlroots reads them back.
func rgbSamples(of pixels: [UInt32]) -> [UInt8] {
  var rgb = [UInt8](repeating: 0, count: pixels.count * 3)
  for (index, pixel) in pixels.enumerated() {
    rgb[index * 3] = UInt8(truncatingIfNeeded: pixel >> 16)
    rgb[index * 3 + 1] = UInt8(truncatingIfNeeded: pixel >> 8)
    rgb[index * 3 + 2] = UInt8(truncatingIfNeeded: pixel)
  }
  return rgb
}

/// Writes 8-bit RGB samples, row by row, to `path` as a PNG file.
func writePNG(width: Int, height: Int, rgb: [UInt8], to path: String) throws {
  var image = png_image()
  image.version = UInt32(PNG_IMAGE_VERSION)
  image.width = UInt32(width)
  image.height = UInt32(height)
  image.format = UInt32(PNG_FORMAT_RGB)
  guard png_image_write_to_file(&image, path, 0, rgb, Int32(width * 3), nil) != 0 else {
    let message = withUnsafeBytes(of: image.message) {
      String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
    }
    png_image_free(&image)
    throw PNGError(path: path, message: message)
  }
}

/// libpng could not write a file.
struct PNGError: Error, CustomStringConvertible {
  let path: String
  let message: String

  var description: String { "\(path): cannot write the PNG: \(message)" }
}
