import Touchway
import TouchwayKiosk

/// A stand-in display server: "waiting" moves the manual clock to the end of the timeout
/// or to the next scripted happening, whichever is first, and runs what is due.
final class FakeServer: KioskServer {
  let clock: ManualClock
  /// Things that happen at given times, as clients and signals would.
  var script: [(time: TimeInterval, action: () -> Void)] = []
  /// The timeouts the kiosk waited with.
  private(set) var timeouts: [TimeInterval?] = []

  init(clock: ManualClock) {
    self.clock = clock
  }

  func at(_ time: TimeInterval, _ action: @escaping () -> Void) {
    script.append((time, action))
    script.sort { $0.time < $1.time }
  }

  func dispatch(timeout: TimeInterval?) throws {
    timeouts.append(timeout)
    let wake = timeout.map { clock.now + $0 }
    guard let next = script.first, wake.map({ next.time <= $0 }) ?? true else {
      guard let wake else { throw Stalled() }
      clock.now = wake
      return
    }
    script.removeFirst()
    clock.now = max(clock.now, next.time)
    next.action()
  }

  /// The kiosk would wait forever: nothing is scheduled and no timeout was given.
  struct Stalled: Error {}
}
