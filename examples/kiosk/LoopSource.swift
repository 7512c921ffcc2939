import CWlroots
import TouchwaySystem

/// A file descriptor served by the compositor's event loop (`wl_event_loop_add_fd`),
/// until the source is released.
final class LoopSource {
  private var source: OpaquePointer?
  private let handler: () -> Void

  init(
    _ loop: OpaquePointer, readable descriptor: FileDescriptor, _ handler: @escaping () -> Void
  ) throws {
    self.handler = handler
    source = wl_event_loop_add_fd(
      loop, descriptor.rawValue, UInt32(WL_EVENT_READABLE),
      { _, _, data in
        Unmanaged<LoopSource>.fromOpaque(data!).takeUnretainedValue().handler()
        return 0
      }, Unmanaged.passUnretained(self).toOpaque())
    guard source != nil else { throw KioskError.wlroots("wl_event_loop_add_fd") }
  }

  deinit {
    if let source { wl_event_source_remove(source) }
  }
}
