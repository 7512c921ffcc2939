internal import CLibseat
import Glibc
import Logging

/// Sends libseat's own messages to swift-log. libseat has one process-wide log handler
/// with no user data, so the logger lives here.
enum LibseatLog {
  nonisolated(unsafe) private static var logger: Logger?

  /// Routes libseat's messages to `logger` from now on (`libseat_set_log_handler`).
  static func install(_ logger: Logger) {
    Self.logger = logger
    libseat_set_log_level(LIBSEAT_LOG_LEVEL_INFO)
    libseat_set_log_handler { level, format, arguments in
      guard let format, let arguments, let logger = LibseatLog.logger else { return }
      var text = [CChar](repeating: 0, count: 512)
      vsnprintf(&text, text.count, format, arguments)
      let bytes = text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
      let message = Logger.Message(stringLiteral: String(decoding: bytes, as: UTF8.self))
      logger.log(level: level == LIBSEAT_LOG_LEVEL_ERROR ? .warning : .debug, "libseat: \(message)")
    }
  }
}
