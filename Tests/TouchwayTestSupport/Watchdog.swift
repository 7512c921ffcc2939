import Foundation

/// Runs work that might never end on a thread of its own, and waits for it no longer than
/// a time limit: a test of hostile input fails instead of hanging. A thread that overruns
/// is abandoned and ends with the test process.
public enum Watchdog {
  /// The result of `work`, or `nil` if it did not finish within `seconds`. The thread
  /// has an 8 MiB stack, as a program's main thread does.
  public static func run<T: Sendable>(within seconds: Double, _ work: @escaping @Sendable () -> T)
    -> T?
  {
    let box = ResultBox<T>()
    let thread = Thread {
      box.value = work()
      box.done.signal()
    }
    thread.stackSize = 8 << 20
    thread.start()
    guard box.done.wait(timeout: .now() + seconds) == .success else { return nil }
    return box.value
  }
}

/// Hands a result from the worker thread to the waiting one; the semaphore orders the
/// write before the read.
private final class ResultBox<T>: @unchecked Sendable {
  let done = DispatchSemaphore(value: 0)
  var value: T?
}
