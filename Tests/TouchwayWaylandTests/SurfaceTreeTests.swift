import CAllocationCounter
import CWaylandClient
import Testing
import Touchway
import TouchwayWayland
import WaylandProtocols.Client

/// Subsurfaces and popups as views where the scene shows them, and input regions; the views
/// follow what the client commits, so a hit test only walks them.
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

  /// A tap at (`x`, `y`) on the screen; returns what the client heard of it, and forgets it.
  private func tap(_ x: Double, _ y: Double) -> [String] {
    harness.touch(down(1, x, y))
    harness.touch(up(1))
    harness.roundtrip(client)
    defer { client.events = [] }
    return client.events
  }

  /// The "pure walk": with a subsurface and a popup mapped, hit tests anywhere on
  /// the window (and off it) make no heap allocation: nothing is brought up to date then.
  @Test func aHitTestOnTheTreeAllocatesNothing() throws {
    harness.mapPopup(client, "popup", of: window, x: 20, y: 50, width: 60, height: 30)
    let application = harness.application
    let (popup, sub, main, none) = (
      Point(x: 125, y: 105), Point(x: 160, y: 80), Point(x: 110, y: 60), Point(x: 700, y: 500)
    )
    let names = [popup, sub, main, none].map { application.hitTest($0, with: nil)?.name }
    #expect(names.map { $0 != nil } == [true, true, true, false])
    // One call each, no collection walked: a debug build's generic iteration allocates.
    touchway_allocation_counting_start()
    _ = application.hitTest(popup, with: nil)
    _ = application.hitTest(sub, with: nil)
    _ = application.hitTest(main, with: nil)
    _ = application.hitTest(none, with: nil)
    let allocations = touchway_allocation_counting_stop()
    #expect(allocations == 0)
  }

  /// A subsurface the client adds, restacks and moves is hit where it shows, without a
  /// synchronization: each change reached the views through wlroots' signals.
  @Test func theViewsFollowASubsurfaceAddedRestackedAndMoved() throws {
    let other = client.makeSurface("other")
    let otherSubsurface = client.makeSubsurface(other, of: window.surface, x: 60, y: 30)
    client.attachBuffer(to: other, width: 40, height: 40)
    wl_surface_commit(other)
    wl_surface_commit(window.surface)
    harness.roundtrip(client)
    #expect(tap(170, 90) == ["down other 0 (10.0, 10.0)", "frame", "up 0", "frame"])

    wl_subsurface_place_below(otherSubsurface, sub)
    wl_surface_commit(window.surface)
    harness.roundtrip(client)
    #expect(tap(170, 90) == ["down sub 0 (20.0, 20.0)", "frame", "up 0", "frame"])

    wl_subsurface_set_position(otherSubsurface, 0, 0)
    wl_surface_commit(other)
    wl_surface_commit(window.surface)
    harness.roundtrip(client)
    #expect(tap(110, 60) == ["down other 0 (10.0, 10.0)", "frame", "up 0", "frame"])
    #expect(tap(170, 90) == ["down sub 0 (20.0, 20.0)", "frame", "up 0", "frame"])
  }

  /// A subsurface and a popup that unmap are no longer hit: wlroots tells of an unmap
  /// before the surface is marked unmapped, and the views leave it out at once.
  @Test func anUnmappedSubsurfaceOrPopupIsNotHit() throws {
    let popup = harness.mapPopup(client, "popup", of: window, x: 20, y: 50, width: 60, height: 30)
    wl_surface_attach(popup, nil, 0, 0)
    wl_surface_commit(popup)
    wl_surface_attach(sub, nil, 0, 0)
    wl_surface_commit(sub)
    wl_surface_commit(window.surface)
    harness.roundtrip(client)
    #expect(tap(125, 105) == ["down main 0 (25.0, 55.0)", "frame", "up 0", "frame"])
    #expect(tap(160, 80) == ["down main 0 (60.0, 30.0)", "frame", "up 0", "frame"])
    #expect(harness.surfaceViews("main").count == 1)
  }
}
