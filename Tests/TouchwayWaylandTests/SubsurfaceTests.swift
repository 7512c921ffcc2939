import CWaylandClient
import Testing
import Touchway
import TouchwayWayland

@Suite struct SubsurfaceTests {
  let harness: Harness
  let client: TestClient
  let window: TestWindow
  let sub: OpaquePointer
  let subsurface: OpaquePointer

  /// A 200×100 window with a 40×40 subsurface at (50, 20), both committed.
  init() throws {
    harness = try Harness()
    client = try harness.connect()
    window = harness.makeWindow(client, "main", width: 200, height: 100)
    sub = client.makeSurface("sub")
    subsurface = client.makeSubsurface(sub, of: window.surface, x: 50, y: 20)
    client.attachBuffer(to: sub, width: 40, height: 40)
    wl_surface_commit(sub)
    wl_surface_commit(window.surface)
    harness.roundtrip(client)
  }

  var serverWindow: ClientWindow { harness.server.windows[0] }

  @Test func aTouchOnASubsurfaceGoesToItInItsOwnCoordinates() {
    harness.touch(down(1, 60, 30))
    harness.touch(up(1))
    harness.roundtrip(client)
    #expect(client.events == ["down sub 0 (10.0, 10.0)", "frame", "up 0", "frame"])
    #expect(
      serverWindow.surfaces.map(\.frame) == [
        Rect(x: 0, y: 0, width: 200, height: 100), Rect(x: 50, y: 20, width: 40, height: 40),
      ])
  }

  @Test func placeBelowTheParentPutsTheSubsurfaceBehindIt() {
    wl_subsurface_place_below(subsurface, window.surface)
    wl_surface_commit(window.surface)
    harness.roundtrip(client)
    harness.touch(down(1, 60, 30))
    harness.roundtrip(client)
    #expect(client.events == ["down main 0 (60.0, 30.0)", "frame"])
  }

  @Test func restackingWaitsForTheParentsCommit() {
    wl_subsurface_place_below(subsurface, window.surface)
    harness.roundtrip(client)
    harness.touch(down(1, 60, 30))
    harness.roundtrip(client)
    #expect(client.events == ["down sub 0 (10.0, 10.0)", "frame"])
  }

  @Test func aSynchronizedSubsurfacesCommitWaitsForItsParent() {
    client.attachBuffer(to: sub, width: 80, height: 60)
    wl_subsurface_set_position(subsurface, 10, 10)
    wl_surface_commit(sub)
    harness.roundtrip(client)
    #expect(serverWindow.surfaces[1].frame == Rect(x: 50, y: 20, width: 40, height: 40))
    wl_surface_commit(window.surface)
    harness.roundtrip(client)
    #expect(serverWindow.surfaces[1].frame == Rect(x: 10, y: 10, width: 80, height: 60))
  }

  @Test func aDesynchronizedSubsurfaceAppliesItsCommitAtOnce() {
    wl_subsurface_set_desync(subsurface)
    client.attachBuffer(to: sub, width: 80, height: 60)
    wl_surface_commit(sub)
    harness.roundtrip(client)
    #expect(serverWindow.surfaces[1].frame == Rect(x: 50, y: 20, width: 80, height: 60))
  }

  @Test func goingDesynchronizedAppliesTheCachedState() {
    client.attachBuffer(to: sub, width: 80, height: 60)
    wl_surface_commit(sub)
    wl_subsurface_set_desync(subsurface)
    harness.roundtrip(client)
    #expect(serverWindow.surfaces[1].frame == Rect(x: 50, y: 20, width: 80, height: 60))
  }

  @Test func aSubsurfaceWithoutABufferIsHidden() {
    wl_surface_attach(sub, nil, 0, 0)
    wl_surface_commit(sub)
    wl_surface_commit(window.surface)
    harness.roundtrip(client)
    #expect(serverWindow.surfaces.count == 1)
    harness.touch(down(1, 60, 30))
    harness.roundtrip(client)
    #expect(client.events == ["down main 0 (60.0, 30.0)", "frame"])
  }

  @Test func destroyingTheSubsurfaceUnmapsItAtOnceAndCancelsItsTouch() {
    harness.touch(down(1, 60, 30))
    harness.roundtrip(client)
    wl_subsurface_destroy(subsurface)
    harness.roundtrip(client)
    #expect(serverWindow.surfaces.count == 1)
    #expect(harness.server.seat.seat.activeTouches.isEmpty)
  }

  @Test func theInputRegionDecidesWhichSurfaceATouchHits() {
    client.setInputRegion(of: sub, x: 0, y: 0, width: 20, height: 40)
    wl_surface_commit(sub)
    wl_surface_commit(window.surface)
    harness.roundtrip(client)
    harness.touch(down(1, 80, 30))
    harness.touch(down(2, 60, 30))
    harness.roundtrip(client)
    #expect(
      client.events == ["down main 0 (80.0, 30.0)", "frame", "down sub 1 (10.0, 10.0)", "frame"])
  }

  @Test func subsurfacesOfADestroyedParentAreUnmappedWithoutError() {
    let nested = client.makeSurface("nested")
    let nestedSubsurface = client.makeSubsurface(nested, of: sub, x: 5, y: 5)
    client.attachBuffer(to: nested, width: 10, height: 10)
    wl_surface_commit(nested)
    wl_surface_commit(sub)
    wl_surface_commit(window.surface)
    harness.roundtrip(client)
    #expect(serverWindow.surfaces.count == 3)
    wl_subsurface_destroy(subsurface)
    wl_surface_destroy(sub)
    harness.roundtrip(client)
    #expect(serverWindow.surfaces.count == 1)
    wl_subsurface_set_position(nestedSubsurface, 1, 1)
    wl_surface_commit(nested)
    harness.roundtrip(client)
    #expect(client.protocolError == nil)
  }
}
