/// Encodes pixels as a PNG file (ISO/IEC 15948): 8 bits a channel, RGB for opaque
/// formats and RGBA for translucent ones, each row filtered with whichever of None, Sub
/// and Up leaves the smallest residue, compressed with ``Zlib``.
public enum PNGEncoder {
  /// The bytes of a PNG file showing `pixels`.
  public static func encode(_ pixels: PixelBuffer) -> [UInt8] {
    let channels = pixels.format.hasAlpha ? 4 : 3
    var file = signature
    appendChunk("IHDR", header(pixels, channels: channels), to: &file)
    appendChunk("IDAT", Zlib.compress(filteredRows(pixels, channels: channels)), to: &file)
    appendChunk("IEND", [], to: &file)
    return file
  }

  private static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

  private static func header(_ pixels: PixelBuffer, channels: Int) -> [UInt8] {
    var data: [UInt8] = []
    data.appendBigEndian(UInt32(pixels.width))
    data.appendBigEndian(UInt32(pixels.height))
    // Bit depth 8; colour type 6 (RGBA) or 2 (RGB); deflate; adaptive filters; no interlace.
    data += [8, channels == 4 ? 6 : 2, 0, 0, 0]
    return data
  }

  /// A chunk: length, type, data, and the CRC of type and data.
  private static func appendChunk(_ type: String, _ data: [UInt8], to file: inout [UInt8]) {
    let typeBytes = Array(type.utf8)
    file.appendBigEndian(UInt32(data.count))
    file += typeBytes
    file += data
    var crc = CRC32()
    crc.update(typeBytes)
    crc.update(data)
    file.appendBigEndian(crc.value)
  }

  /// Every row as a filter-type byte followed by the filtered samples.
  private static func filteredRows(_ pixels: PixelBuffer, channels: Int) -> [UInt8] {
    let rowBytes = pixels.width * channels
    var output: [UInt8] = []
    output.reserveCapacity((rowBytes + 1) * pixels.height)
    var above = [UInt8](repeating: 0, count: rowBytes)
    var current = above
    var candidates = RowFilter.allCases.map { _ in above }
    for y in 0..<pixels.height {
      samples(of: pixels.row(y), format: pixels.format, into: &current)
      for (index, filter) in RowFilter.allCases.enumerated() {
        filter.apply(current, above: above, bytesPerPixel: channels, into: &candidates[index])
      }
      let best = candidates.indices.min { residue(candidates[$0]) < residue(candidates[$1]) }!
      output.append(RowFilter.allCases[best].rawValue)
      output += candidates[best]
      swap(&above, &current)
    }
    return output
  }

  /// PNG's heuristic for choosing a filter: the sum of the bytes read as signed values.
  private static func residue(_ row: [UInt8]) -> Int {
    row.reduce(0) { $0 + abs(Int(Int8(bitPattern: $1))) }
  }

  /// A row's samples, R G B (A) per pixel, with premultiplied alpha undone for RGBA.
  private static func samples(
    of row: UnsafeMutableBufferPointer<UInt32>, format: PixelFormat, into bytes: inout [UInt8]
  ) {
    var index = 0
    for pixel in row {
      let color = Color(argb: pixel)
      if format.hasAlpha {
        bytes[index] = unpremultiply(color.red, color.alpha)
        bytes[index + 1] = unpremultiply(color.green, color.alpha)
        bytes[index + 2] = unpremultiply(color.blue, color.alpha)
        bytes[index + 3] = color.alpha
        index += 4
      } else {
        bytes[index] = color.red
        bytes[index + 1] = color.green
        bytes[index + 2] = color.blue
        index += 3
      }
    }
  }

  private static func unpremultiply(_ value: UInt8, _ alpha: UInt8) -> UInt8 {
    guard alpha != 0 else { return 0 }
    return UInt8(min((Int(value) * 255 + Int(alpha) / 2) / Int(alpha), 255))
  }
}

/// The PNG row filters the encoder tries (filter method 0).
private enum RowFilter: UInt8, CaseIterable {
  /// The samples as they are.
  case none = 0
  /// Each byte minus the byte one pixel to the left.
  case sub = 1
  /// Each byte minus the byte above.
  case up = 2

  func apply(_ row: [UInt8], above: [UInt8], bytesPerPixel: Int, into output: inout [UInt8]) {
    for index in row.indices {
      let predictor: UInt8
      switch self {
      case .none: predictor = 0
      case .sub: predictor = index >= bytesPerPixel ? row[index - bytesPerPixel] : 0
      case .up: predictor = above[index]
      }
      output[index] = row[index] &- predictor
    }
  }
}
