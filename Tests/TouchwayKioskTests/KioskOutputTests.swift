import Testing
import Touchway
import TouchwayGraphics
import TouchwayKiosk

@Suite struct KioskOutputTests {
  let clock = ManualClock()
  let server: FakeServer
  let output = FakeOutput()
  let kiosk: Kiosk

  init() {
    server = FakeServer(clock: clock)
    var configuration = KioskConfiguration(outputSize: PixelSize(width: 4, height: 4))
    configuration.background = Color(red: 0, green: 0, blue: 255)
    configuration.exitAfter = 10
    kiosk = Kiosk(
      configuration: configuration, seat: Seat(application: Application()), server: server,
      clock: clock, output: output)
  }

  @Test func framesGoToTheOutputAndCallbacksWaitForItsFlip() throws {
    server.at(1001) { [server] in server.contentGeneration += 1 }
    server.at(1002) { [server] in server.contentGeneration += 1 }
    server.at(1003) { [output] in output.completeFlip(at: 1003.5) }
    server.at(1004) { [kiosk] in kiosk.end(.stopped) }
    var background: UInt32?
    kiosk.screenshotHandler = { background = $0[0, 0] }

    #expect(try kiosk.run() == .stopped)
    // The first frame went out at once; the second waited for the flip, then went out.
    #expect(output.framesDrawn == 2)
    #expect(server.presentations == [1003.5])
    #expect(background == Color(red: 0, green: 0, blue: 255).argb)
  }

  @Test func aHeadlessOutputShowsAFrameAtOnceAtTheClocksTime() {
    let headless = HeadlessOutput(size: PixelSize(width: 2, height: 2), clock: clock)
    var shown: [TimeInterval] = []
    var drawn = 0
    headless.renderer = { _ in drawn += 1 }
    headless.presentationHandler = { shown.append($0) }
    clock.now = 7
    headless.displayIfNeeded()
    #expect(headless.composedPixels == nil)
    headless.setNeedsDisplay()
    headless.displayIfNeeded()
    headless.displayIfNeeded()
    #expect(drawn == 1)
    #expect(shown == [7])
    #expect(headless.composedPixels != nil)
  }
}
