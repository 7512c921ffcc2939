internal import CXkbcommon
import Glibc
import Logging

/// Owns one `xkb_context`: where keymaps are looked up and compiled.
///
/// xkbcommon's messages go to the log; while ``collectingErrors(_:)`` runs, its errors are
/// also kept, so that a keymap that does not compile can say why.
final class XkbContext {
  let pointer: OpaquePointer
  private let logger = Logger(label: "touchway.keyboard.xkbcommon")
  private var collectedErrors: [String]?

  /// Makes a context that ignores the `XKB_DEFAULT_*` variables: ``KeymapNames`` reads
  /// them itself, so that what is compiled is always what the names say.
  init() throws(KeyboardError) {
    guard let pointer = xkb_context_new(XKB_CONTEXT_NO_ENVIRONMENT_NAMES) else {
      throw .contextUnavailable
    }
    self.pointer = pointer
    // The context lives exactly as long as this object (keymaps keep the object alive), so
    // the user data does not need a retain.
    xkb_context_set_user_data(pointer, Unmanaged.passUnretained(self).toOpaque())
    xkb_context_set_log_level(pointer, XKB_LOG_LEVEL_WARNING)
    xkb_context_set_log_fn(pointer) { context, level, format, arguments in
      guard let format, let arguments else { return }
      XkbContext.fromOpaque(context).log(level, format, arguments)
    }
  }

  deinit {
    xkb_context_unref(pointer)
  }

  /// Runs `body` and returns its result with the errors xkbcommon reported meanwhile.
  func collectingErrors<Result>(_ body: () -> Result) -> (Result, errors: [String]) {
    collectedErrors = []
    defer { collectedErrors = nil }
    let result = body()
    return (result, collectedErrors ?? [])
  }

  private static func fromOpaque(_ context: OpaquePointer?) -> XkbContext {
    Unmanaged<XkbContext>.fromOpaque(xkb_context_get_user_data(context)!).takeUnretainedValue()
  }

  private func log(
    _ level: xkb_log_level, _ format: UnsafePointer<CChar>, _ arguments: CVaListPointer
  ) {
    let message = withUnsafeTemporaryAllocation(of: CChar.self, capacity: 512) { buffer in
      _ = vsnprintf(buffer.baseAddress, buffer.count, format, arguments)
      return String(cString: buffer.baseAddress!)
    }.trimmingTrailingNewlines()
    let isError = level.rawValue <= XKB_LOG_LEVEL_ERROR.rawValue
    if isError, collectedErrors != nil {
      // The error carries it to the caller; the log keeps it for debugging only.
      collectedErrors?.append(message)
      logger.debug("\(message)")
    } else if isError {
      logger.error("\(message)")
    } else {
      logger.log(
        level: level.rawValue <= XKB_LOG_LEVEL_WARNING.rawValue ? .warning : .debug, "\(message)")
    }
  }
}

extension String {
  fileprivate func trimmingTrailingNewlines() -> String {
    var result = Substring(self)
    while result.last?.isNewline == true { result.removeLast() }
    return String(result)
  }
}
