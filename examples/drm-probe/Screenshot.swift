import Glibc
import TouchwayGraphics

/// A picture of the output read back from its last frame: written as a PNG, and summed up
/// as a checksum the VM test compares with the screen it reads from QEMU.
struct Screenshot {
  /// The pixels, read back.
  let pixels: PixelBuffer

  /// FNV-1a (64 bits) of the red, green and blue bytes of every pixel, row by row: the
  /// same as over the pixel data of the PPM file QEMU's `screendump` writes.
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

  /// Writes a PNG to `path`, replacing it.
  func write(to path: String) throws {
    let bytes = PNGEncoder.encode(pixels)
    guard let file = fopen(path, "wb") else { throw ProbeError("fopen(\(path))") }
    defer { fclose(file) }
    guard fwrite(bytes, 1, bytes.count, file) == bytes.count else {
      throw ProbeError("fwrite(\(path))")
    }
  }
}
