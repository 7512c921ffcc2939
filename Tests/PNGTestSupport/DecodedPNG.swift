import CLibpng

/// A PNG file's pixels as 8-bit RGB, decoded by libpng's simplified API: what tests read
/// screenshots with.
public struct DecodedPNG {
  /// libpng refused the file.
  public struct Failure: Error, CustomStringConvertible {
    public let description: String
  }

  /// Pixels per row.
  public let width: Int
  /// Rows.
  public let height: Int
  /// Red, green and blue for each pixel, row by row.
  public let samples: [UInt8]

  /// Decodes `file`, the bytes of a PNG file.
  public init(_ file: [UInt8]) throws {
    var image = png_image()
    image.version = UInt32(PNG_IMAGE_VERSION)
    guard png_image_begin_read_from_memory(&image, file, file.count) != 0 else {
      throw Failure(description: Self.message(of: image))
    }
    image.format = UInt32(PNG_FORMAT_RGB)
    var samples = [UInt8](repeating: 0, count: Int(image.width * image.height) * 3)
    guard png_image_finish_read(&image, nil, &samples, 0, nil) != 0 else {
      let failure = Failure(description: Self.message(of: image))
      png_image_free(&image)
      throw failure
    }
    width = Int(image.width)
    height = Int(image.height)
    self.samples = samples
  }

  /// The red, green and blue of the pixel at column `x`, row `y`.
  public func pixel(_ x: Int, _ y: Int) -> [UInt8] {
    let start = (y * width + x) * 3
    return Array(samples[start..<start + 3])
  }

  /// The smallest box around the pixels that `matches` picks (first and last columns and
  /// rows, inclusive), or `nil` if it picks none.
  public func bounds(
    where matches: ([UInt8]) -> Bool
  ) -> (minX: Int, minY: Int, maxX: Int, maxY: Int)? {
    var (minX, minY, maxX, maxY) = (Int.max, Int.max, Int.min, Int.min)
    for y in 0..<height {
      for x in 0..<width where matches(pixel(x, y)) {
        (minX, minY) = (min(minX, x), min(minY, y))
        (maxX, maxY) = (max(maxX, x), max(maxY, y))
      }
    }
    return minX <= maxX ? (minX, minY, maxX, maxY) : nil
  }

  private static func message(of image: png_image) -> String {
    withUnsafeBytes(of: image.message) {
      String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
    }
  }
}
