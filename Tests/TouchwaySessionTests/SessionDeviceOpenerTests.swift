import Glibc
import Logging
import Testing
import TouchwayInput
import TouchwaySession

/// libinput's devices, opened through the session.
@Suite struct SessionDeviceOpenerTests {
  let backend = FakeSessionBackend([[.enabled], [.disabled]])

  @Test func opensThroughTheSessionAndGivesBackOnClose() throws {
    let opener = SessionDeviceOpener(session: try Session(backend: backend, logger: quiet))
    let descriptor = try opener.openDevice(atPath: "/dev/input/event3", flags: O_RDWR)
    #expect(descriptor == 101)
    opener.closeDevice(descriptor)
    #expect(backend.log == ["open /dev/input/event3 as 1", "close 1 (descriptor 101)"])
  }

  @Test func saysWhyADeviceDoesNotOpen() throws {
    let session = try Session(backend: backend, logger: quiet)
    let opener = SessionDeviceOpener(session: session)
    #expect(throws: InputError.cannotOpen(path: "/dev/input/missing", errno: ENOENT)) {
      try opener.openDevice(atPath: "/dev/input/missing", flags: O_RDWR)
    }
    try session.dispatch()
    #expect(throws: InputError.cannotOpen(path: "/dev/input/event3", errno: EPERM)) {
      try opener.openDevice(atPath: "/dev/input/event3", flags: O_RDWR)
    }
  }
}
