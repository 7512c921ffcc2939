internal import CDRM
import Touchway

/// What `drmHandleEvent` does with the events it reads from a device: page-flip
/// completions go to the ``DRMOutput`` that queued the flip (its user data), whichever
/// output reads the device.
enum PageFlipEvents {
  /// Hands each completion to its output.
  nonisolated(unsafe) static let delivering = context { _, _, seconds, microseconds, data in
    (fromOpaque(data) as DRMOutput).flipCompleted(
      at: TimeInterval(seconds) + TimeInterval(microseconds) / 1_000_000)
  }

  /// Drops completions, for an output that goes away.
  nonisolated(unsafe) static let discarding = context { _, _, _, _, _ in }

  /// A context (allocated once, for the life of the process) with `handler` for page
  /// flips and nothing else.
  private static func context(
    _ handler:
      @convention(c) (
        Int32, UInt32, UInt32, UInt32, UnsafeMutableRawPointer?
      ) -> Void
  ) -> UnsafeMutablePointer<drmEventContext> {
    let context = UnsafeMutablePointer<drmEventContext>.allocate(capacity: 1)
    context.initialize(
      to: drmEventContext(
        version: 2, vblank_handler: nil, page_flip_handler: handler, page_flip_handler2: nil,
        sequence_handler: nil))
    return context
  }
}
