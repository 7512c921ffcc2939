import CWaylandClient
import Testing
import Touchway
import TouchwayWayland
import WaylandProtocols.Client

/// `wl_touch.cancel`: exactly one per client, nothing more for its points afterwards, and
/// every touch ended once in the core seat; surfaces that go away mid-touch.
@Suite struct CancelTests {
  let harness: Harness
  let client: TestClient
  let window: TestWindow

  /// A 200×100 window with a 40×40 subsurface at (50, 20).
  init() throws {
    harness = try Harness()
    (client, window) = try harness.connectWithMainWindow()
    _ = harness.addSubsurface(client, to: window)
  }

  /// One finger on the toplevel's surface and one on the subsurface.
  func touchBothSurfaces() {
    harness.touch(down(1, 10, 10), down(2, 60, 30))
    harness.roundtrip(client)
    #expect(client.events == ["down main 0 (10.0, 10.0)", "down sub 1 (10.0, 10.0)", "frame"])
    client.events = []
  }

  /// The fingers move and lift after the cancel: the client hears nothing of it.
  func moveAndLift() {
    harness.touch(move(1, 12, 10), move(2, 62, 30))
    harness.touch(up(1), up(2))
    harness.roundtrip(client)
  }

  /// Maps the unmapped window again: the initial commit, then a buffer once configured.
  func remap() {
    xdg_toplevel_set_title(window.toplevel, "main")
    wl_surface_commit(window.surface)
    harness.roundtrip(client)
    client.ackConfigure(window.xdgSurface)
    client.attachBuffer(to: window.surface, width: 200, height: 100)
    wl_surface_commit(window.surface)
    harness.roundtrip(client)
    #expect(harness.window("main") != nil)
  }

  @Test func cancellingOneTouchSendsOneCancelForTouchesOnSeveralSurfaces() {
    touchBothSurfaces()
    harness.seat.cancelTouches { $0.contactID == 1 }
    moveAndLift()
    #expect(client.events == ["cancel"])
    harness.expectEveryTouchEnded()
  }

  @Test func aWindowGestureThatCancelsTouchesInViewSendsOneCancel() throws {
    let pan = PanGestureRecognizer()
    var actions: [GestureRecognizer.State] = []
    pan.addTarget { actions.append($0.state) }
    try #require(harness.window("main")).addGestureRecognizer(pan)
    touchBothSurfaces()
    harness.touch(move(1, 40, 10), move(2, 90, 30))
    harness.touch(move(1, 70, 10), move(2, 120, 30))
    harness.touch(up(1), up(2))
    harness.roundtrip(client)
    #expect(actions.first == .began && actions.last == .ended)
    #expect(client.events.filter { $0 != "frame" && !$0.hasPrefix("motion") } == ["cancel"])
    #expect(client.events.last == "cancel")
    harness.expectEveryTouchEnded()
  }

  @Test func anInterruptionSendsOneCancel() {
    touchBothSurfaces()
    harness.seat.interrupt()
    moveAndLift()
    #expect(client.events == ["cancel"])
    harness.expectEveryTouchEnded()
  }

  @Test func newTouchesAfterACancelStartFromIdZero() {
    touchBothSurfaces()
    harness.seat.cancelTouches { _ in true }
    harness.touch(down(3, 10, 10))
    harness.touch(up(3))
    harness.roundtrip(client)
    #expect(client.events == ["cancel", "down main 0 (10.0, 10.0)", "frame", "up 0", "frame"])
    harness.expectEveryTouchEnded()
  }

  @Test func unmappingMidTouchCancelsAndARemappedWindowTakesNewTouches() {
    touchBothSurfaces()
    wl_surface_attach(window.surface, nil, 0, 0)
    wl_surface_commit(window.surface)
    harness.roundtrip(client)
    #expect(harness.compositor.windows.isEmpty)
    harness.touch(move(1, 12, 10))
    harness.touch(up(1), up(2))
    remap()
    harness.touch(down(3, 10, 10))
    harness.touch(up(3))
    harness.roundtrip(client)
    #expect(client.events == ["cancel", "down main 0 (10.0, 10.0)", "frame", "up 0", "frame"])
    harness.expectEveryTouchEnded()
  }

  @Test func aFingerStillDownOnAnUnmappedWindowIsNeverSentASecondDown() {
    harness.touch(down(1, 10, 10))
    harness.roundtrip(client)
    wl_surface_attach(window.surface, nil, 0, 0)
    wl_surface_commit(window.surface)
    harness.roundtrip(client)
    remap()
    // The first finger is still down, cancelled; a second one lands on the new window.
    harness.touch(move(1, 20, 10), down(2, 30, 30))
    harness.touch(up(1), up(2))
    harness.roundtrip(client)
    #expect(
      client.events == [
        "down main 0 (10.0, 10.0)", "frame", "cancel", "down main 0 (30.0, 30.0)", "frame", "up 0",
        "frame",
      ])
    harness.expectEveryTouchEnded()
  }

  @Test func destroyingTheToplevelMidTouchCancelsIt() {
    touchBothSurfaces()
    xdg_toplevel_destroy(window.toplevel)
    harness.roundtrip(client)
    moveAndLift()
    #expect(client.events == ["cancel"])
    #expect(client.protocolError == nil)
    harness.expectEveryTouchEnded()
  }

  @Test func destroyingTheTouchedSubsurfaceCancelsTheClientsTouches() throws {
    harness.touch(down(2, 60, 30))
    harness.roundtrip(client)
    let sub = try #require(client.surfaceNames.first { $0.value == "sub" }?.key)
    wl_surface_destroy(sub)
    harness.roundtrip(client)
    harness.touch(up(2))
    harness.touch(down(3, 60, 30))
    harness.touch(up(3))
    harness.roundtrip(client)
    #expect(
      client.events == [
        "down sub 0 (10.0, 10.0)", "frame", "cancel", "down main 0 (60.0, 30.0)", "frame", "up 0",
        "frame",
      ])
    #expect(client.protocolError == nil)
    harness.expectEveryTouchEnded()
  }
}
