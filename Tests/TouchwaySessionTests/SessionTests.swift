import Glibc
import Logging
import Testing
import TouchwaySession

@Suite struct SessionTests {
  @Test func startsActiveWhenTheProviderEnablesAtOnce() throws {
    let session = try Session(backend: FakeSessionBackend([[.enabled]]), logger: quiet)
    #expect(session.state == .active)
    #expect(session.seatName == "seat-test")
  }

  @Test func waitsForTheProviderToEnable() throws {
    let session = try Session(backend: FakeSessionBackend([[], [.enabled]]), logger: quiet)
    #expect(session.state == .starting)
    try session.waitUntilActive(timeout: 0)
    #expect(session.state == .active)
  }

  @Test func waitingGivesUpWhenTheProviderSaysNothing() throws {
    let session = try Session(backend: FakeSessionBackend([]), logger: quiet)
    #expect(throws: SessionError.inactive(path: "seat-test")) {
      try session.waitUntilActive(timeout: 0)
    }
  }

  @Test func aPauseTellsObserversInOrderThenAcknowledges() throws {
    let backend = FakeSessionBackend([[.enabled], [.disabled]])
    let session = try Session(backend: backend, logger: quiet)
    let output = LoggingObserver("output", backend: backend)
    let seat = LoggingObserver("seat", backend: backend)
    session.addObserver(output)
    session.addObserver(seat)
    try session.dispatch()
    #expect(session.state == .paused)
    #expect(backend.log == ["output paused", "seat paused", "acknowledge"])
  }

  @Test func aResumeTellsObserversAndActivates() throws {
    let backend = FakeSessionBackend([[.enabled], [.disabled, .enabled]])
    let session = try Session(backend: backend, logger: quiet)
    let output = LoggingObserver("output", backend: backend)
    session.addObserver(output)
    try session.dispatch()
    #expect(session.state == .active)
    #expect(backend.log == ["output paused", "acknowledge", "output resumed"])
  }

  @Test func changesThatDoNotFitAreIgnored() throws {
    let backend = FakeSessionBackend([[.disabled], [.enabled, .enabled], [.disabled, .disabled]])
    let session = try Session(backend: backend, logger: quiet)
    let observer = LoggingObserver("output", backend: backend)
    session.addObserver(observer)
    #expect(session.state == .starting)
    try session.dispatch()
    #expect(session.state == .active)
    try session.dispatch()
    #expect(session.state == .paused)
    #expect(backend.log == ["output paused", "acknowledge"])
  }

  @Test func removedAndReleasedObserversHearNothing() throws {
    let backend = FakeSessionBackend([[.enabled], [.disabled]])
    let session = try Session(backend: backend, logger: quiet)
    let removed = LoggingObserver("removed", backend: backend)
    var released: LoggingObserver? = LoggingObserver("released", backend: backend)
    session.addObserver(removed)
    session.addObserver(released!)
    session.removeObserver(removed)
    released = nil
    try session.dispatch()
    #expect(backend.log == ["acknowledge"])
  }

  @Test func devicesOpenWhileActiveAndCloseWhenReleased() throws {
    let backend = FakeSessionBackend()
    let session = try Session(backend: backend, logger: quiet)
    var device: SessionDevice? = try session.openDevice("/dev/dri/card0")
    #expect(device?.fileDescriptor == 101)
    #expect(device?.path == "/dev/dri/card0")
    device = nil
    #expect(backend.log == ["open /dev/dri/card0 as 1", "close 1 (descriptor 101)"])
  }

  @Test func noDeviceOpensWhilePaused() throws {
    let backend = FakeSessionBackend([[.enabled], [.disabled]])
    let session = try Session(backend: backend, logger: quiet)
    try session.dispatch()
    #expect(throws: SessionError.inactive(path: "/dev/input/event3")) {
      try session.openDevice("/dev/input/event3")
    }
    #expect(!backend.log.contains { $0.hasPrefix("open") })
  }

  @Test func directAccessIsActiveAndOpensNodes() throws {
    let session = try Session.open(.direct, logger: quiet)
    #expect(session.isActive)
    #expect(session.fileDescriptor == nil)
    let device = try session.openDevice("/dev/null")
    #expect(fcntl(device.fileDescriptor, F_GETFD) & FD_CLOEXEC != 0)
    #expect(throws: SessionError.callFailed(call: "open(/dev/no-such-node)", errno: ENOENT)) {
      try session.openDevice("/dev/no-such-node")
    }
  }

  @Test func errorsNameTheCall() {
    let error = SessionError.callFailed(call: "libseat_open_seat", errno: ENOENT)
    #expect(error.description == "libseat_open_seat failed: No such file or directory (errno 2)")
    #expect(
      SessionError.inactive(path: "/dev/dri/card0").description
        == "cannot open /dev/dri/card0: the session is not active (another VT or seat user has it)")
  }
}

/// libseat itself, made to fail: its seatd backend with no seatd to talk to.
@Suite(.serialized) struct LibseatSessionTests {
  @Test func aSeatThatCannotBeOpenedSaysWhyAndLeavesNothingBehind() {
    setenv("LIBSEAT_BACKEND", "seatd", 1)
    setenv("SEATD_SOCK", "/nonexistent/seatd.sock", 1)
    defer {
      unsetenv("LIBSEAT_BACKEND")
      unsetenv("SEATD_SOCK")
    }
    #expect {
      try Session.open(.libseat, logger: quiet)
    } throws: { error in
      guard case .callFailed(let call, _) = error as? SessionError else { return false }
      return call == "libseat_open_seat"
    }
  }
}
