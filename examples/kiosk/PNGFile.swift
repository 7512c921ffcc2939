import TouchwayPNG

/// Writes rows of XRGB8888 pixels (as wlroots reads them back) to `path` as an 8-bit RGB
/// PNG, with libpng's simplified API.
func writePNG(width: Int, height: Int, pixels: [UInt32], to path: String) throws {
  try DecodedPNG(width: width, height: height, samples: rgbSamples(of: pixels)).write(to: path)
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
