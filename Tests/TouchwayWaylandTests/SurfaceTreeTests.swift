import CWaylandClient
import Testing
import Touchway
import TouchwayWayland
import WaylandProtocols.Client

/// Subsurfaces and popups as views where the scene shows them, and input regions.
@Suite struct SurfaceTreeTests {
  let harness: Harness
  let client: TestClient
  let window: TestWindow
  let sub: OpaquePointer

  /// A 200×100 window at (100, 50) with a 40×40 subsurface at (50, 20).
  init() throws {
    harness = try Harness()
    (client, window) = try harness.connectWithMainWindow()
    sub = harness.addSubsurface(client, to: window)
    harness.compositor.place(try #require(harness.window("main")), x: 100, y: 50)
  }

  @Test func aSubsurfaceIsAViewAtItsPositionAndTakesTouchesInItsCoordinates() {
    harness.touch(down(1, 160, 80))
    harness.touch(up(1))
    harness.roundtrip(client)
    #expect(client.events == ["down sub 0 (10.0, 10.0)", "frame", "up 0", "frame"])
    #expect(
      harness.surfaceViews("main").map(\.frame) == [
        Rect(x: 0, y: 0, width: 200, height: 100), Rect(x: 50, y: 20, width: 40, height: 40),
      ])
    #expect(harness.window("main")?.frame == Rect(x: 100, y: 50, width: 200, height: 100))
  }

  @Test func aTouchOutsideTheSubsurfacesInputRegionFallsThroughToItsParent() {
    client.setInputRegion(of: sub, x: 0, y: 0, width: 20, height: 40)
    wl_surface_commit(sub)
    wl_surface_commit(window.surface)
    harness.roundtrip(client)
    harness.touch(down(1, 180, 80))
    harness.touch(down(2, 160, 80))
    harness.roundtrip(client)
    #expect(
      client.events == ["down main 0 (80.0, 30.0)", "frame", "down sub 1 (10.0, 10.0)", "frame"])
  }

  @Test func aTouchOutsideAToplevelsInputRegionFallsThroughToTheWindowBehind() throws {
    let front = try harness.connect()
    let frontWindow = harness.makeWindow(front, "front", width: 200, height: 100)
    harness.compositor.place(try #require(harness.window("front")), x: 100, y: 50)
    front.setInputRegion(of: frontWindow.surface, x: 0, y: 0, width: 100, height: 100)
    wl_surface_commit(frontWindow.surface)
    harness.roundtrip(front)
    harness.touch(down(1, 110, 60))
    harness.touch(down(2, 250, 60))
    harness.roundtrip(client, front)
    #expect(front.events == ["down front 0 (10.0, 10.0)", "frame"])
    #expect(client.events == ["down main 0 (150.0, 10.0)", "frame"])
  }

  @Test func aPopupIsAViewWhereItsPositionerPutsItAndTakesTouches() throws {
    harness.mapPopup(client, "popup", of: window, x: 20, y: 50, width: 60, height: 30)
    #expect(client.windowEvents.last == "popup configure 20,50 60x30")
    harness.touch(down(1, 125, 105))
    harness.touch(up(1))
    harness.roundtrip(client)
    #expect(client.events == ["down popup 0 (5.0, 5.0)", "frame", "up 0", "frame"])
    #expect(
      harness.surfaceViews("main").map(\.frame).last == Rect(x: 20, y: 50, width: 60, height: 30))
    harness.expectEveryTouchEnded()
  }
}
