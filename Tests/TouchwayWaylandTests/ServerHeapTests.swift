import CMalloc
import Glibc
import Testing
import TouchwayWayland

/// `ServerHeap.configure()` keeps glibc's top chunk below the fast-bin consolidation
/// threshold: a free that leaves 64 KiB or more at the top of the heap hands it back.
@Suite struct ServerHeapTests {
  /// In a forked child, on a new thread: the child's only other thread is the one that
  /// forked, so the new thread gets an arena of its own, whose size (`mallinfo2().arena`,
  /// every arena's) only the block changes. The child calls C only and leaves with `_exit`.
  @Test func aFreeAtTheTopHandsTheMemoryBack() throws {
    let child = fork()
    try #require(child >= 0)
    if child == 0 {
      guard ServerHeap.configure() else { _exit(3) }
      var thread = pthread_t()
      guard pthread_create(&thread, nil, { _ in freeABlockAtTheTop() }, nil) == 0 else {
        _exit(3)
      }
      var result: UnsafeMutableRawPointer?
      pthread_join(thread, &result)
      _exit(Int32(Int(bitPattern: result)))
    }
    var status: Int32 = 0
    try #require(waitpid(child, &status, 0) == child)
    // WIFEXITED and WEXITSTATUS, which Swift does not import: 0 handed back, 1 kept.
    #expect(status & 0x7f == 0 && (status >> 8) & 0xff == 0, "child status \(status)")
  }
}

/// Takes a 96 KiB block from the top of this thread's arena and frees it: 0 (as a pointer)
/// if the arena then shrank, 1 if it kept the memory, 2 if there was no block.
private func freeABlockAtTheTop() -> UnsafeMutableRawPointer? {
  let size = 96 * 1024
  guard let block = malloc(size) else { return UnsafeMutableRawPointer(bitPattern: 2) }
  memset(block, 1, size)
  let held = mallinfo2().arena
  free(block)
  return mallinfo2().arena < held ? nil : UnsafeMutableRawPointer(bitPattern: 1)
}
