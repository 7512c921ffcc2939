import CMalloc

/// glibc's heap settings for a process that sends many Wayland events.
///
/// libwayland allocates and frees two blocks for every event it sends (the closure and the
/// wire buffer). It allocates them with `calloc`, which glibc 2.36 serves from the arena,
/// never from the thread's cache, so their frees go to the arena as well. When the closure
/// borders the heap's top chunk, freeing it merges it into the top; if the top is then 64 KiB
/// or more (glibc's fast-bin consolidation threshold), glibc walks and empties every fast bin
/// (`malloc_consolidate`), and the next event's buffer is split off the top again: about 280
/// instructions an event that a server whose top chunk happens to be smaller never pays.
/// Which one a server is depends only on how much it allocated before the first event (the
/// harness's wlroots server had a 35 KiB top, Touchway's an 89 KiB one:
/// docs/benchmark-history.md).
public enum ServerHeap {
  /// What ``configure()`` sets glibc's top padding to: what the heap grows by beyond a request,
  /// and keeps when it shrinks.
  public static let topPadding: Int32 = 16 * 1024

  /// What ``configure()`` sets glibc's trim threshold to: a top chunk of this size is handed
  /// back to the system, down to ``topPadding``. glibc's fast-bin consolidation threshold.
  public static let trimThreshold: Int32 = 64 * 1024

  /// Keeps the heap's top chunk below 64 KiB, so that sending an event never consolidates
  /// the heap: the heap grows by ``topPadding`` beyond what it needs, and a free that leaves
  /// ``trimThreshold`` or more at the top gives it back.
  ///
  /// It sets process-wide allocator parameters (`mallopt`), so it is the program's choice,
  /// not the library's: call it once at the start of a compositor's `main`, as the example
  /// compositors do. It also turns off glibc's dynamic mmap threshold, so blocks of 128 KiB
  /// and more are always mapped on their own. Returns whether glibc took both settings.
  @discardableResult
  public static func configure() -> Bool {
    let padded = mallopt(M_TOP_PAD, topPadding) == 1
    let trimmed = mallopt(M_TRIM_THRESHOLD, trimThreshold) == 1
    return padded && trimmed
  }
}
