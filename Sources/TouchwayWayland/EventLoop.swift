internal import CWaylandServer

/// The display's event loop (`wl_event_loop`): the one place the server waits, for client
/// sockets and for the file descriptors and timers you add.
///
/// A compositor adds its input devices and timers here and calls
/// ``WaylandServer/dispatch(timeout:)`` (or ``WaylandServer/run()``) on one thread.
public struct EventLoop {
  let display: Display

  var pointer: OpaquePointer { wl_display_get_event_loop(display.pointer) }

  /// Calls `handler` on the loop whenever `fileDescriptor` is ready for one of `events`
  /// (`wl_event_loop_add_fd`). The descriptor stays yours: close it after the source is
  /// gone.
  ///
  /// - Returns: the source; the handler is called until you call
  ///   ``EventSource/remove()`` or drop the source.
  public func addFileDescriptor(
    _ fileDescriptor: Int32, events: FileEvents = .readable,
    handler: @escaping (FileEvents) -> Void
  ) throws(WaylandError) -> EventSource {
    let source = EventSource(display: display, handler: handler)
    try source.attach("wl_event_loop_add_fd") { data in
      wl_event_loop_add_fd(
        pointer, fileDescriptor, events.rawValue,
        { _, mask, data in
          EventSource.fire(data, FileEvents(rawValue: mask))
        }, data)
    }
    return source
  }

  /// Makes a timer that calls `handler` on the loop once each time it is armed with
  /// ``EventSource/setTimer(milliseconds:)`` (`wl_event_loop_add_timer`).
  public func addTimer(handler: @escaping () -> Void) throws(WaylandError) -> EventSource {
    let source = EventSource(display: display, handler: { _ in handler() }, isTimer: true)
    try source.attach("wl_event_loop_add_timer") { data in
      wl_event_loop_add_timer(pointer, { data in EventSource.fire(data, []) }, data)
    }
    return source
  }

  /// Waits up to `timeout` milliseconds (`nil`: as long as it takes, 0: not at all) for
  /// something to happen, then handles everything that is ready (`wl_event_loop_dispatch`).
  public func dispatch(timeout: Int?) throws(WaylandError) {
    let milliseconds = timeout.map { Int32(clamping: $0) } ?? -1
    try checkStatus("wl_event_loop_dispatch", wl_event_loop_dispatch(pointer, milliseconds))
  }

  /// A descriptor that becomes readable when the loop has work, to nest this loop in
  /// another one (`wl_event_loop_get_fd`).
  public var fileDescriptor: Int32 { wl_event_loop_get_fd(pointer) }
}

/// What a file descriptor is ready for, or what happened to it.
public struct FileEvents: OptionSet, Sendable {
  /// The C mask (`WL_EVENT_*`).
  public let rawValue: UInt32

  /// Creates a set from the C mask.
  public init(rawValue: UInt32) {
    self.rawValue = rawValue
  }

  /// Data can be read (`WL_EVENT_READABLE`).
  public static let readable = FileEvents(rawValue: UInt32(WL_EVENT_READABLE))
  /// Data can be written (`WL_EVENT_WRITABLE`).
  public static let writable = FileEvents(rawValue: UInt32(WL_EVENT_WRITABLE))
  /// The other end hung up (`WL_EVENT_HANGUP`); always reported.
  public static let hangup = FileEvents(rawValue: UInt32(WL_EVENT_HANGUP))
  /// An error on the descriptor (`WL_EVENT_ERROR`); always reported.
  public static let error = FileEvents(rawValue: UInt32(WL_EVENT_ERROR))
}
