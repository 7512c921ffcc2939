import Testing
import TouchwayWayland

/// What `ServerHeap.configure()` is for, a heap that sending events never consolidates, is
/// measured by the wlroots peer harness (callgrind: no `malloc_consolidate` on the motion
/// path; BENCHMARKS.md): glibc reports a thread's top chunk only for the main arena, and
/// tests run on other threads.
@Suite struct ServerHeapTests {
  /// glibc takes both settings: it refuses values out of its range.
  @Test func glibcTakesTheSettings() {
    #expect(ServerHeap.configure())
  }
}
