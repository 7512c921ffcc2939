import Glibc
import TouchwayGraphics

/// Writes the output to a PNG file, replacing it.
func writeScreenshot(_ pixels: PixelBuffer, to path: String) throws(KioskError) {
  let bytes = PNGEncoder.encode(pixels)
  let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
  guard fd >= 0 else { throw .system(call: "open", subject: path, errno: errno) }
  defer { close(fd) }
  guard writeAll(bytes, to: fd) else { throw .system(call: "write", subject: path, errno: errno) }
}
