import CWlroots

/// Work to run once the event loop has handled what is ready now
/// (`wl_event_loop_add_idle`). Asked for again before it ran, the latest work runs, once.
final class IdleWork {
  private let loop: OpaquePointer
  private var source: OpaquePointer?
  private var work: (() -> Void)?

  init(loop: OpaquePointer) {
    self.loop = loop
  }

  deinit {
    if let source { wl_event_source_remove(source) }
  }

  func schedule(_ work: @escaping () -> Void) {
    self.work = work
    guard source == nil else { return }
    source = wl_event_loop_add_idle(
      loop,
      { data in
        let idle = Unmanaged<IdleWork>.fromOpaque(data!).takeUnretainedValue()
        // The loop removes an idle source once it ran.
        idle.source = nil
        let work = idle.work
        idle.work = nil
        work?()
      }, Unmanaged.passUnretained(self).toOpaque())
  }
}
