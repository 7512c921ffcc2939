import Testing

@testable import touch_demo_client

@Suite struct TouchMessageTests {
  @Test(arguments: [
    (
      TouchMessage.down(serial: 5, time: 1200, id: 0, x: 12.5, y: 40),
      "down serial=5 time=1200 id=0 x=12.50 y=40.00"
    ),
    (.motion(time: 1216, id: 3, x: 13.00390625, y: -0.5), "motion time=1216 id=3 x=13.00 y=-0.50"),
    (.up(serial: 6, time: 1300, id: 0), "up serial=6 time=1300 id=0"),
    (.frame, "frame"),
    (.cancel, "cancel"),
    (.shape(id: 1, major: 4, minor: 3.25), "shape id=1 major=4.00 minor=3.25"),
    (.orientation(id: 1, degrees: 90.125), "orientation id=1 degrees=90.13"),
  ])
  func eachEventPrintsOneStableLine(message: TouchMessage, line: String) {
    #expect(message.line == line)
  }

  @Test func coordinatesRoundToTwoDecimals() {
    #expect(TouchMessage.fixed(0.004) == "0.00")
    #expect(TouchMessage.fixed(0.005) == "0.01")
    #expect(TouchMessage.fixed(-0.004) == "0.00")
    #expect(TouchMessage.fixed(799.999) == "800.00")
  }
}
