import Foundation
import Testing
import TouchwayTestSupport

/// `touchway events --live`, run as a program: what it says when it cannot read.
@Suite(
  .enabled(
    if: FileManager.default.isExecutableFile(
      atPath: Fixtures.products.appendingPathComponent("touchway").path),
    "the touchway executable is built by `swift build`"))
struct LiveEventsCommandTests {
  private func run(_ arguments: [String]) throws -> Program.Result {
    try Program.run(Fixtures.products.appendingPathComponent("touchway"), ["events"] + arguments)
  }

  @Test func aDeviceThatCannotBeReadIsNamedWithTheReason() throws {
    let result = try run(["--live", "--device", "/dev/input/event42", "--device", "/"])
    #expect(result.status == 2)
    #expect(
      result.errors == """
        touchway events: cannot open /dev/input/event42: No such file or directory (errno 2)
        touchway events: / is not a device node

        """)
    #expect(result.output.isEmpty)
  }

  @Test(arguments: [
    (["--live", "tap.yml"], "--live reads devices, not a recording"),
    (["--live", "--seat", "seat0", "--device", "/dev/input/event5"], "not both"),
    (["--live", "--width", "10.5"], "whole numbers of pixels"),
    (["tap.yml", "--device", "/dev/input/event5"], "one number counting from 1"),
    (["tap.yml", "--seat", "seat0"], "--seat goes with --live"),
    ([], "give a recording, or --live"),
  ])
  func mixedUpArgumentsAreRefused(_ arguments: [String], message: String) throws {
    let result = try run(arguments)
    #expect(result.status == 64)
    #expect(result.errors.contains(message))
  }
}
