import CWlroots
import Logging

/// Touchway's log messages into wlroots' log (`_wlr_vlog`): the compositor's
/// `wlr_log_init` decides which are shown and where.
struct WlrootsLogHandler: LogHandler {
  var metadata: Logger.Metadata = [:]
  // wlroots filters by its own verbosity.
  var logLevel: Logger.Level = .trace
  private let label: String

  init(label: String) {
    self.label = label
  }

  subscript(metadataKey key: String) -> Logger.Metadata.Value? {
    get { metadata[key] }
    set { metadata[key] = newValue }
  }

  func log(event: LogEvent) {
    let importance: wlr_log_importance =
      switch event.level {
      case .critical, .error: WLR_ERROR
      case .warning, .notice, .info: WLR_INFO
      case .debug, .trace: WLR_DEBUG
      }
    let text = "[\(label)] \(event.message)"
    text.withCString { message in
      withVaList([message]) { _wlr_vlog(importance, "%s", $0) }
    }
  }

  /// Sends the process's swift-log messages to wlroots, once: the library carries its own
  /// copy of swift-log, which nothing else in a C compositor bootstraps.
  static func bootstrap() {
    _ = once
  }

  private static let once: Void = LoggingSystem.bootstrap(WlrootsLogHandler.init)
}
