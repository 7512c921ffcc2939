/// A PNG file read back for tests: chunks checked, image data inflated and unfiltered.
/// Only 8-bit RGB and RGBA without interlacing, which is what the encoder writes.
public struct DecodedPNG {
  /// Why a file cannot be decoded.
  public enum Failure: Error, Equatable {
    case badSignature
    case badChunk(String)
    case badCRC(String)
    case unsupported
    case badFilter(UInt8)
  }

  /// Pixels per row.
  public let width: Int
  /// Rows.
  public let height: Int
  /// 3 for RGB, 4 for RGBA.
  public let channels: Int
  /// The chunk types in file order.
  public let chunkTypes: [String]
  /// Unfiltered samples, row after row.
  public let samples: [UInt8]

  /// Decodes a whole file, checking every chunk's CRC and the zlib stream's Adler-32.
  public init(_ file: [UInt8]) throws {
    guard file.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else {
      throw Failure.badSignature
    }
    var chunks: [(type: String, data: [UInt8])] = []
    var offset = 8
    while offset < file.count {
      let chunk = try Self.chunk(in: file, at: &offset)
      chunks.append(chunk)
    }
    chunkTypes = chunks.map(\.type)
    guard chunkTypes.first == "IHDR", chunkTypes.last == "IEND" else {
      throw Failure.badChunk("order")
    }
    let header = chunks[0].data
    width = Int(Self.bigEndian(header[0..<4]))
    height = Int(Self.bigEndian(header[4..<8]))
    guard header[8] == 8, header[12] == 0, [2, 6].contains(header[9]) else {
      throw Failure.unsupported
    }
    channels = header[9] == 6 ? 4 : 3
    let compressed = chunks.filter { $0.type == "IDAT" }.flatMap(\.data)
    samples = try Self.unfilter(
      try Inflater.decompress(compressed), width: width, height: height, channels: channels)
  }

  /// The samples of pixel (x, y): RGB or RGBA.
  public func pixel(_ x: Int, _ y: Int) -> [UInt8] {
    let start = (y * width + x) * channels
    return Array(samples[start..<start + channels])
  }

  private static func chunk(in file: [UInt8], at offset: inout Int) throws -> (String, [UInt8]) {
    guard offset + 12 <= file.count else { throw Failure.badChunk("truncated") }
    let length = Int(bigEndian(file[offset..<offset + 4]))
    let typeBytes = Array(file[offset + 4..<offset + 8])
    let type = String(decoding: typeBytes, as: UTF8.self)
    let end = offset + 8 + length
    guard end + 4 <= file.count else { throw Failure.badChunk(type) }
    let data = Array(file[offset + 8..<end])
    guard bigEndian(file[end..<end + 4]) == crc(typeBytes + data) else {
      throw Failure.badCRC(type)
    }
    offset = end + 4
    return (type, data)
  }

  private static func bigEndian(_ bytes: ArraySlice<UInt8>) -> UInt32 {
    bytes.reduce(0) { $0 << 8 | UInt32($1) }
  }

  /// CRC-32 bit by bit, independent of the encoder's table.
  private static func crc(_ bytes: [UInt8]) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes {
      crc ^= UInt32(byte)
      for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
    }
    return ~crc
  }

  private static func unfilter(_ data: [UInt8], width: Int, height: Int, channels: Int) throws
    -> [UInt8]
  {
    let rowBytes = width * channels
    guard data.count == (rowBytes + 1) * height else { throw Failure.badChunk("IDAT size") }
    var output: [UInt8] = []
    output.reserveCapacity(rowBytes * height)
    for y in 0..<height {
      let filter = data[y * (rowBytes + 1)]
      let row = data[(y * (rowBytes + 1) + 1)...].prefix(rowBytes)
      for (index, byte) in row.enumerated() {
        let left = index >= channels ? Int(output[output.count - channels]) : 0
        let up = y > 0 ? Int(output[output.count - rowBytes]) : 0
        let upLeft =
          y > 0 && index >= channels ? Int(output[output.count - rowBytes - channels]) : 0
        let predictor: Int
        switch filter {
        case 0: predictor = 0
        case 1: predictor = left
        case 2: predictor = up
        case 3: predictor = (left + up) / 2
        case 4: predictor = paeth(left, up, upLeft)
        default: throw Failure.badFilter(filter)
        }
        output.append(byte &+ UInt8(truncatingIfNeeded: predictor))
      }
    }
    return output
  }

  private static func paeth(_ a: Int, _ b: Int, _ c: Int) -> Int {
    let p = a + b - c
    let (pa, pb, pc) = (abs(p - a), abs(p - b), abs(p - c))
    if pa <= pb && pa <= pc { return a }
    return pb <= pc ? b : c
  }
}
