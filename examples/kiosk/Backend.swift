import ArgumentParser
import Glibc

/// `--backend`: where the kiosk shows its output.
enum Backend: String, CaseIterable, ExpressibleByArgument {
  /// A screen driven through DRM/KMS, with input from libinput on the session's seat.
  case drm
  /// A virtual output in memory, composited in software; no screen or GPU needed.
  case headless

  /// `drm` when `directory` holds a DRM card (`card0`, `card1`, ...), else `headless`.
  static func automatic(directory: String = "/dev/dri") -> Backend {
    guard let stream = opendir(directory) else { return .headless }
    defer { closedir(stream) }
    while let entry = readdir(stream) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) {
        String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
      }
      if name.hasPrefix("card") { return .drm }
    }
    return .headless
  }
}
