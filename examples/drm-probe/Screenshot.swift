import Glibc
import TouchwayDRM

/// A picture of the output read back from its last frame: written as a binary PPM
/// (what QEMU's `screendump` writes too), and summed up as a checksum the VM test compares
/// with the screen it reads from QEMU.
struct Screenshot {
  /// The pixels, read back.
  let pixels: MappedPixels

  /// FNV-1a (64 bits) of the red, green and blue bytes of every pixel, row by row: the
  /// same as over a PPM's pixel data.
  var checksum: UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for y in 0..<pixels.height {
      for pixel in pixels.row(y) {
        for shift: UInt32 in [16, 8, 0] {
          hash = (hash ^ UInt64((pixel >> shift) & 0xFF)) &* 0x100_0000_01b3
        }
      }
    }
    return hash
  }

  /// Writes a binary PPM (`P6`) to `path`.
  func write(to path: String) throws {
    guard let file = fopen(path, "wb") else { throw ProbeError("fopen(\(path))") }
    defer { fclose(file) }
    let header = Array("P6\n\(pixels.width) \(pixels.height)\n255\n".utf8)
    var row = [UInt8](repeating: 0, count: pixels.width * 3)
    guard fwrite(header, 1, header.count, file) == header.count else {
      throw ProbeError("fwrite(\(path))")
    }
    for y in 0..<pixels.height {
      for (x, pixel) in pixels.row(y).enumerated() {
        row[3 * x] = UInt8(truncatingIfNeeded: pixel >> 16)
        row[3 * x + 1] = UInt8(truncatingIfNeeded: pixel >> 8)
        row[3 * x + 2] = UInt8(truncatingIfNeeded: pixel)
      }
      guard fwrite(row, 1, row.count, file) == row.count else {
        throw ProbeError("fwrite(\(path))")
      }
    }
  }
}
