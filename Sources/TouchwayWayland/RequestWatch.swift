internal import CWaylandServer
import Glibc

/// Tells of each request `request` of `interface` a client sends, before its handler runs:
/// for a request that wlroots takes in without a signal (text-input v3's `enable` while
/// the text input is enabled). A `wl_protocol_logger`, removed with this object or with
/// the display, whichever goes first.
final class RequestWatch {
  private var logger: OpaquePointer?
  private var displayDestroyed: Listener?
  /// The names as C strings, made once: the logger sees every message of every client.
  private let interface: [CChar]
  private let request: [CChar]
  private let handler: (OpaquePointer) -> Void

  /// Calls `handler` with the resource of each `interface.request` a client sends.
  init(
    display: OpaquePointer, interface: String, request: String,
    handler: @escaping (OpaquePointer) -> Void
  ) {
    self.interface = Array(interface.utf8CString)
    self.request = Array(request.utf8CString)
    self.handler = handler
    logger = wl_display_add_protocol_logger(
      display,
      { data, direction, message in
        guard direction == WL_PROTOCOL_LOGGER_REQUEST, let message else { return }
        let watch: RequestWatch = fromOpaque(data)
        watch.saw(message.pointee)
      }, opaque(self))
    displayDestroyed = Listener { [unowned self] _ in
      displayDestroyed = nil
      if let logger { wl_protocol_logger_destroy(logger) }
      logger = nil
    }
    wl_display_add_destroy_listener(display, displayDestroyed!.pointer)
  }

  deinit {
    if let logger { wl_protocol_logger_destroy(logger) }
  }

  private func saw(_ message: wl_protocol_logger_message) {
    guard let resource = message.resource, let name = message.message?.pointee.name,
      strcmp(name, request) == 0, strcmp(wl_resource_get_class(resource), interface) == 0
    else { return }
    handler(resource)
  }
}
