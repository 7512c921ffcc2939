import CKioskGlue
import CWlroots
import Glibc
import Logging

/// Sends wlroots' log to the kiosk's logger: its errors as errors, the rest when asked for
/// with `WLR_DEBUG=1` (wlroots is chatty).
enum WlrootsLog {
  static func start() {
    let verbosity = getenv("WLR_DEBUG") == nil ? WLR_ERROR : WLR_DEBUG
    kiosk_wlr_log_init(verbosity) { importance, message in
      let text = message.map { String(cString: $0) } ?? ""
      wlrootsLogger.log(level: importance == WLR_ERROR ? .error : .debug, "\(text)")
    }
  }
}

/// wlroots' own logger: wlroots decides what it logs.
private let wlrootsLogger: Logger = {
  var logger = Logger(label: "wlroots")
  logger.logLevel = .debug
  return logger
}()
