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
    client = try harness.connect()
    window = harness.makeWindow(client, "main", width: 200, height: 100)
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
    let positioner = xdg_wm_base_create_positioner(client.wmBase)
    xdg_positioner_set_size(positioner, 60, 30)
    xdg_positioner_set_anchor_rect(positioner, 20, 40, 10, 10)
    xdg_positioner_set_anchor(positioner, XDG_POSITIONER_ANCHOR_BOTTOM_LEFT.rawValue)
    xdg_positioner_set_gravity(positioner, XDG_POSITIONER_GRAVITY_BOTTOM_RIGHT.rawValue)
    let surface = client.makeSurface("popup")
    let xdgSurface = client.makeXdgSurface(surface)
    let popup = xdg_surface_get_popup(xdgSurface, window.xdgSurface, positioner)
    xdg_popup_add_listener(popup, TestClient.popupListener, opaque(client))
    wl_surface_commit(surface)
    harness.roundtrip(client)
    #expect(client.windowEvents.last == "popup configure 20,50 60x30")
    client.ackConfigure(xdgSurface)
    client.attachBuffer(to: surface, width: 60, height: 30)
    wl_surface_commit(surface)
    harness.roundtrip(client)
    harness.touch(down(1, 125, 105))
    harness.touch(up(1))
    harness.roundtrip(client)
    #expect(client.events == ["down popup 0 (5.0, 5.0)", "frame", "up 0", "frame"])
    #expect(
      harness.surfaceViews("main").map(\.frame).last == Rect(x: 20, y: 50, width: 60, height: 30))
    harness.expectEveryTouchEnded()
  }
}
