import Testing
import Touchway
import TouchwayWayland

/// The server's objects go away with it, even when touches hold views and windows.
@Suite struct LifetimeTests {
  @Test func droppingTheServerWithFingersDownFreesItsObjects() throws {
    weak var seat: WaylandSeat?
    weak var window: ClientWindow?
    weak var surface: SurfaceView?
    let application = Application()
    do {
      let harness = try Harness(application: application)
      let client = try harness.connect()
      _ = harness.makeWindow(client, "main", width: 100, height: 100)
      window = harness.window("main")
      window?.mainSurface?.isMultipleTouchEnabled = true
      harness.touch(down(1, 10, 10), down(2, 20, 20))
      harness.touch(move(1, 11, 10), move(2, 21, 20))
      harness.roundtrip(client)
      seat = harness.server.seat
      window = harness.window("main")
      surface = window?.mainSurface
      #expect(seat != nil && window != nil && surface != nil)
    }
    #expect(seat == nil)
    #expect(window == nil)
    #expect(surface == nil)
    #expect(application.windows.isEmpty)
  }
}
