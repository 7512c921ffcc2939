import Glibc
import Testing

@testable import TouchwayDRM

@Suite struct DRMDeviceTests {
  /// Render nodes and other files are passed over; cards come in number order.
  @Test func findsCardsInNumberOrder() throws {
    var template = Array("/tmp/touchway-dri-XXXXXX".utf8CString)
    let directory = String(cString: try #require(mkdtemp(&template)))
    defer { rmdir(directory) }
    let names = ["card10", "renderD128", "card1", "card0", "cardX", "by-path"]
    for name in names { close(creat("\(directory)/\(name)", 0o600)) }
    defer { for name in names { unlink("\(directory)/\(name)") } }
    #expect(
      DRMDevice.cardPaths(in: directory)
        == ["card0", "card1", "card10"].map { "\(directory)/\($0)" })
    #expect(DRMDevice.cardPaths(in: "\(directory)/missing").isEmpty)
  }

  @Test func errorsNameTheCallAndTellWhatKindOfFailureItIs() {
    let gone = DRMError.callFailed(call: "drmModePageFlip(Virtual-1)", errno: ENODEV)
    #expect(gone.description == "drmModePageFlip(Virtual-1) failed: No such device (errno 19)")
    #expect(gone.isDeviceGone && !gone.isNotMaster)
    let taken = DRMError.callFailed(call: "drmModeSetCrtc", errno: EACCES)
    #expect(taken.isNotMaster && !taken.isDeviceGone)
    #expect(!DRMError.noCRTC(output: "DSI-1").isDeviceGone)
  }

  /// libdrm's calls return -1 with `errno`, or `-errno` themselves.
  @Test func checkReadsBothWaysLibdrmReportsErrors() {
    errno = EBUSY
    #expect(throws: DRMError.callFailed(call: "a", errno: EBUSY)) { try DRMError.check("a", -1) }
    #expect(throws: DRMError.callFailed(call: "b", errno: EINVAL)) {
      try DRMError.check("b", -EINVAL)
    }
    #expect((try? DRMError.check("c", 7)) == 7)
  }
}
