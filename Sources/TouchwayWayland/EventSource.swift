internal import CWaylandServer

/// A file descriptor or timer watched by the ``EventLoop`` (`wl_event_source`).
///
/// The source calls its handler on the loop until ``remove()`` is called or the source is
/// released; it keeps the display alive while it exists.
public final class EventSource {
  private let display: Display
  private let handler: (FileEvents) -> Void
  private let isTimer: Bool
  private var pointer: OpaquePointer?

  init(display: Display, handler: @escaping (FileEvents) -> Void, isTimer: Bool = false) {
    self.display = display
    self.handler = handler
    self.isTimer = isTimer
  }

  deinit {
    remove()
  }

  /// Creates the C source with this object as its user data.
  func attach(_ call: String, _ create: (UnsafeMutableRawPointer) -> OpaquePointer?)
    throws(WaylandError)
  {
    pointer = try valueOrError(call, create(opaque(self)))
  }

  /// Stops watching (`wl_event_source_remove`); removing twice does nothing.
  public func remove() {
    guard let pointer else { return }
    wl_event_source_remove(pointer)
    self.pointer = nil
  }

  /// Arms a timer to fire once, `milliseconds` from now; 0 disarms it
  /// (`wl_event_source_timer_update`). Only for sources made by ``EventLoop/addTimer(handler:)``.
  public func setTimer(milliseconds: Int) {
    precondition(isTimer, "setTimer(milliseconds:) on a source that is not a timer")
    guard let pointer else { return }
    wl_event_source_timer_update(pointer, Int32(clamping: milliseconds))
  }

  /// The C callback's way in: finds the source and runs its handler.
  static func fire(_ data: UnsafeMutableRawPointer?, _ events: FileEvents) -> Int32 {
    let source: EventSource = fromOpaque(data)
    withExtendedLifetime(source) { source.handler(events) }
    return 0
  }
}
