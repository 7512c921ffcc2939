import CLibpng

/// A PNG file's pixels as 8-bit RGB, decoded and encoded by libpng's simplified API: the
/// kiosk's screenshots and reference images, and what tests read screenshots with.
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
    try self.init(finishing: &image, prefix: "")
  }

  /// A picture of `width` × `height` pixels: `samples` holds red, green and blue for each,
  /// row by row.
  public init(width: Int, height: Int, samples: [UInt8]) {
    precondition(samples.count == width * height * 3, "three samples a pixel")
    self.width = width
    self.height = height
    self.samples = samples
  }

  /// Writes the picture to `path` as an 8-bit RGB PNG file.
  public func write(to path: String) throws {
    var image = png_image()
    image.version = UInt32(PNG_IMAGE_VERSION)
    image.width = UInt32(width)
    image.height = UInt32(height)
    image.format = UInt32(PNG_FORMAT_RGB)
    guard png_image_write_to_file(&image, path, 0, samples, Int32(width * 3), nil) != 0 else {
      let failure = Failure(
        description: "\(path): cannot write the PNG: \(Self.message(of: image))")
      png_image_free(&image)
      throw failure
    }
  }

  /// The most pixels a file read from a path may have: 8192 × 8192, some 200 MB decoded.
  public static let maximumPixels = 8192 * 8192

  /// Decodes the PNG file at `path`; one with more than ``maximumPixels`` is refused
  /// before its pixels are read.
  public init(contentsOf path: String) throws {
    var image = png_image()
    image.version = UInt32(PNG_IMAGE_VERSION)
    guard png_image_begin_read_from_file(&image, path) != 0 else {
      throw Failure(description: "\(path): \(Self.message(of: image))")
    }
    guard Int(image.width) * Int(image.height) <= Self.maximumPixels else {
      png_image_free(&image)
      throw Failure(description: "\(path): larger than 8192 × 8192 pixels")
    }
    try self.init(finishing: &image, prefix: "\(path): ")
  }

  /// Reads the pixels of an image whose header has been read, as RGB.
  private init(finishing image: inout png_image, prefix: String) throws {
    image.format = UInt32(PNG_FORMAT_RGB)
    var samples = [UInt8](repeating: 0, count: Int(image.width * image.height) * 3)
    guard png_image_finish_read(&image, nil, &samples, 0, nil) != 0 else {
      let failure = Failure(description: prefix + Self.message(of: image))
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

  private static func message(of image: png_image) -> String {
    withUnsafeBytes(of: image.message) {
      String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
    }
  }
}
