import Testing
import TouchwayDRM

@Suite struct DisplayModeTests {
  @Test(arguments: [
    (60000, false, "1920x1080@60"), (59940, false, "1920x1080@59.94"),
    (74990, true, "1920x1080@74.99 (preferred)"), (50004, false, "1920x1080@50"),
    (59995, false, "1920x1080@60"),
    (29970, false, "1920x1080@29.97"), (60050, false, "1920x1080@60.05"),
  ])
  func describesItselfWithTheRateToTwoDecimals(
    _ millihertz: Int, _ preferred: Bool, _ text: String
  ) {
    let mode = DisplayMode(
      width: 1920, height: 1080, refreshMillihertz: millihertz, isPreferred: preferred)
    #expect(mode.description == text)
  }
}
