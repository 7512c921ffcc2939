/// A screenshot compared with its reference image, pixel by pixel, within a tolerance:
/// what `touchway-kiosk --expect-screenshots` decides with.
///
/// A pixel differs when one of its channels differs by more than ``channelThreshold``
/// (anti-aliasing and dithering stay below it); the screenshot matches when no more than
/// the tolerated share of its pixels differ, so a blinking caret passes and a moved
/// button does not.
public struct ScreenshotComparison: Sendable {
  /// A picture as 8-bit RGB, row by row.
  public struct Image: Sendable, Equatable {
    public var width: Int
    public var height: Int
    /// Red, green and blue for each pixel, row by row.
    public var samples: [UInt8]

    public init(width: Int, height: Int, samples: [UInt8]) {
      precondition(samples.count == width * height * 3, "three samples a pixel")
      self.width = width
      self.height = height
      self.samples = samples
    }
  }

  /// The largest difference of a channel that still counts as the same pixel.
  public static let channelThreshold = 24

  /// How many pixels differ (all of them for images of different sizes).
  public let differingPixels: Int
  /// The pixels compared: the reference's.
  public let pixelCount: Int
  /// The actual screenshot, dimmed, with the differing pixels in pure red: what to look
  /// at when the comparison fails. `nil` when the sizes differ.
  public let diff: Image?

  /// Compares `actual` with `reference`.
  public init(_ actual: Image, reference: Image) {
    pixelCount = reference.width * reference.height
    guard actual.width == reference.width, actual.height == reference.height else {
      differingPixels = pixelCount
      diff = nil
      return
    }
    var diff = [UInt8](repeating: 0, count: actual.samples.count)
    var differing = 0
    for pixel in 0..<pixelCount {
      let start = pixel * 3
      let differs = (start..<start + 3).contains {
        abs(Int(actual.samples[$0]) - Int(reference.samples[$0])) > Self.channelThreshold
      }
      if differs {
        differing += 1
        diff[start] = 255
      } else {
        for channel in start..<start + 3 { diff[channel] = actual.samples[channel] / 4 }
      }
    }
    differingPixels = differing
    self.diff = Image(width: actual.width, height: actual.height, samples: diff)
  }

  /// The share of the pixels that differ, in percent.
  public var differingPercentage: Double {
    pixelCount == 0 ? 0 : Double(differingPixels) * 100 / Double(pixelCount)
  }

  /// Whether no more than `tolerance` percent of the pixels differ (and the sizes agree).
  public func matches(tolerance: Double) -> Bool {
    diff != nil && differingPercentage <= tolerance
  }
}
