import Testing
import TouchwayDRM

@Suite struct ModeRequestTests {
  @Test(arguments: [
    ("1280x800", ModeRequest(width: 1280, height: 800)),
    ("1920x1080@60", ModeRequest(width: 1920, height: 1080, refreshMillihertz: 60000)),
    ("1920x1080@59.94", ModeRequest(width: 1920, height: 1080, refreshMillihertz: 59940)),
    ("800x480@74.99", ModeRequest(width: 800, height: 480, refreshMillihertz: 74990)),
  ])
  func reads(_ text: String, _ expected: ModeRequest) {
    #expect(ModeRequest(text) == expected)
  }

  @Test(arguments: [
    "", "1280", "1280x", "x800", "1280x800x2", "0x800", "1280x-800", "1280x800@",
    "1280x800@0", "1280x800@sixty", "1280x800@60@60", " 1280x800", "1280 x 800",
  ])
  func refuses(_ text: String) {
    #expect(ModeRequest(text) == nil)
  }

  @Test(arguments: ["1280x800", "1920x1080@60", "1920x1080@59.94"])
  func writesWhatItReads(_ text: String) {
    #expect(ModeRequest(text)?.description == text)
  }
}
