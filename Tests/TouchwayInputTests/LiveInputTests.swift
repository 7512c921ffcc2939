import Glibc
import Testing
import TouchwayInput
import TouchwaySystem

/// LiveInput on the path backend with no device: what needs neither umockdev nor a device.
struct LiveInputTests {
  @Test func badPathsGiveClearErrorsAndTheInputKeepsRunning() throws {
    let input = try LiveInput(backend: .path)
    #expect(input.fileDescriptor.rawValue >= 0)
    #expect(
      throws: InputError.cannotOpen(path: "/nonexistent/event0", errno: Errno(rawValue: ENOENT))
    ) {
      try input.addDevice(path: "/nonexistent/event0")
    }
    #expect(throws: InputError.notADeviceNode(path: "/")) { try input.addDevice(path: "/") }
    #expect(throws: InputError.notAnInputDevice(path: "/dev/null")) {
      try input.addDevice(path: "/dev/null")
    }
    input.dispatch()
    #expect(input.devices.isEmpty)
    #expect(input.capabilities == [])
  }

  @Test func errorsSayWhatFailedAndWhy() {
    #expect(
      InputError.cannotOpen(path: "/dev/input/event3", errno: Errno(rawValue: EACCES)).description
        == "cannot open /dev/input/event3: Permission denied (errno 13)")
    #expect(
      InputError.notOnPathBackend(operation: "adding /dev/input/event3").description
        == "adding /dev/input/event3 needs the path backend; udev adds and removes the devices of a seat"
    )
  }

  @Test func thePointerStartsInTheMiddleOfTheFirstOutput() throws {
    let input = try LiveInput(
      backend: .path,
      outputs: [OutputGeometry(name: "A", pixelWidth: 800, pixelHeight: 480, transform: .rotated90)]
    )
    #expect(input.pointerLocation.x == 240 && input.pointerLocation.y == 400)
    input.outputs = [OutputGeometry(name: "B", pixelWidth: 100, pixelHeight: 100)]
    #expect(input.pointerLocation.x < 100 && input.pointerLocation.y < 100)
  }
}
