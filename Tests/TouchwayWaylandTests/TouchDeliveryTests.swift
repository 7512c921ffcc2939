import CWaylandClient
import Testing
import Touchway
import TouchwayWayland

@Suite struct TouchDeliveryTests {
  let harness: Harness

  init() throws {
    harness = try Harness()
  }

  @Test func touchReachesClientWithSurfaceLocalCoordinatesAndFrames() throws {
    let client = try harness.connect()
    _ = harness.makeWindow(client, "main", width: 200, height: 100)
    let window = try #require(harness.window("main"))
    window.frame.origin = Point(x: 100, y: 50)
    harness.touch(down(7, 110, 70))
    harness.touch(move(7, 120, 80))
    harness.touch(up(7))
    harness.roundtrip(client)
    #expect(
      client.events == [
        "down main 0 (10.0, 20.0)", "frame", "motion 0 (20.0, 30.0)", "frame", "up 0", "frame",
      ])
  }
}
