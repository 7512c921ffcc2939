import CWaylandClient
import Testing
import Touchway
import TouchwayWayland
import WaylandProtocols.Client

@Suite struct TouchDeliveryTests {
  let application = RecordingApplication()
  let harness: Harness

  init() throws {
    harness = try Harness(application: application)
  }

  @Test func touchReachesClientWithSurfaceLocalCoordinatesAndFrames() throws {
    let client = try harness.connect()
    _ = harness.makeWindow(client, "main", width: 200, height: 100)
    try #require(harness.window("main")).frame.origin = Point(x: 100, y: 50)
    harness.touch(down(7, 110, 70))
    harness.touch(move(7, 120, 80.5))
    harness.touch(up(7))
    harness.roundtrip(client)
    #expect(
      client.events == [
        "down main 0 (10.0, 20.0)", "frame", "motion 0 (20.0, 30.5)", "frame", "up 0", "frame",
      ])
  }

  @Test func fingersOfOneInputFrameShareOneWaylandFrame() throws {
    let client = try harness.connect()
    _ = harness.makeWindow(client, "main", width: 200, height: 100)
    let window = try #require(harness.window("main"))
    window.isMultipleTouchEnabled = true
    window.surfaces[0].isMultipleTouchEnabled = true
    harness.touch(down(3, 10, 10), down(4, 20, 20))
    harness.touch(move(3, 11, 10), move(4, 21, 20))
    harness.roundtrip(client)
    #expect(
      client.events == [
        "down main 0 (10.0, 10.0)", "down main 1 (20.0, 20.0)", "frame",
        "motion 0 (11.0, 10.0)", "motion 1 (21.0, 20.0)", "frame",
      ])
  }

  @Test func wlTouchIdsAreReusedOnceUp() throws {
    let client = try harness.connect()
    _ = harness.makeWindow(client, "main", width: 200, height: 100)
    harness.touch(down(1, 10, 10))
    harness.touch(up(1))
    harness.touch(down(2, 30, 30))
    harness.roundtrip(client)
    #expect(
      client.events == [
        "down main 0 (10.0, 10.0)", "frame", "up 0", "frame", "down main 0 (30.0, 30.0)", "frame",
      ])
  }

  @Test func twoClientsNeverSeeEachOthersTouches() throws {
    let left = try harness.connect()
    let right = try harness.connect()
    _ = harness.makeWindow(left, "left", width: 200, height: 200)
    _ = harness.makeWindow(right, "right", width: 200, height: 200)
    try #require(harness.window("right")).frame.origin = Point(x: 300, y: 0)
    harness.touch(down(1, 50, 60))
    harness.touch(down(2, 350, 70))
    harness.touch(move(1, 55, 60), move(2, 360, 70))
    harness.touch(up(1), up(2))
    harness.roundtrip(left, right)
    #expect(
      left.events == [
        "down left 0 (50.0, 60.0)", "frame", "motion 0 (55.0, 60.0)", "frame", "up 0", "frame",
      ])
    #expect(
      right.events == [
        "down right 0 (50.0, 70.0)", "frame", "motion 0 (60.0, 70.0)", "frame", "up 0", "frame",
      ])
  }

  @Test func touchesOfAClientWithoutWlTouchTravelTheResponderChain() throws {
    let client = try harness.connect(devices: [])
    _ = harness.makeWindow(client, "main", width: 200, height: 100)
    let window = try #require(harness.window("main"))
    let frameView = RecordingView(frame: Rect(x: 0, y: 0, width: 200, height: 100))
    window.addSubview(frameView)
    window.contentView = frameView
    harness.touch(down(1, 10, 10))
    harness.touch(up(1))
    harness.roundtrip(client)
    #expect(frameView.lines == ["began 1", "ended 1"])
    #expect(application.lines == ["began 1", "ended 1"])
    #expect(client.events.isEmpty)
  }

  @Test func aClientThatHandlesTouchesKeepsThemFromTheChain() throws {
    let client = try harness.connect()
    _ = harness.makeWindow(client, "main", width: 200, height: 100)
    harness.touch(down(1, 10, 10))
    harness.touch(up(1))
    #expect(application.lines.isEmpty)
  }

  @Test func cancellingOneTouchCancelsAllOfTheClientsTouches() throws {
    let client = try harness.connect()
    _ = harness.makeWindow(client, "main", width: 200, height: 100)
    try #require(harness.window("main")).surfaces[0].isMultipleTouchEnabled = true
    harness.touch(down(1, 10, 10), down(2, 50, 50))
    harness.server.seat.cancelTouches { $0.contactID == 1 }
    #expect(harness.server.seat.seat.activeTouches.isEmpty)
    harness.touch(move(2, 60, 60))
    harness.touch(up(2))
    harness.roundtrip(client)
    #expect(
      client.events == ["down main 0 (10.0, 10.0)", "down main 1 (50.0, 50.0)", "frame", "cancel"])
  }

  @Test func aCompositorGestureThatTakesTheTouchCancelsItForTheClient() throws {
    let client = try harness.connect()
    _ = harness.makeWindow(client, "main", width: 200, height: 100)
    let pan = PanGestureRecognizer()
    var actions: [GestureRecognizer.State] = []
    pan.addTarget { actions.append($0.state) }
    try #require(harness.window("main")).addGestureRecognizer(pan)
    harness.touch(down(1, 10, 10))
    harness.touch(move(1, 40, 10))
    harness.touch(move(1, 60, 10))
    harness.touch(up(1))
    harness.roundtrip(client)
    #expect(actions == [.began, .changed, .ended])
    #expect(client.events == ["down main 0 (10.0, 10.0)", "frame", "cancel"])
  }

  @Test func aGestureThatDelaysTouchesBeganSendsTheDownOnlyWhenItFails() throws {
    let client = try harness.connect()
    _ = harness.makeWindow(client, "main", width: 200, height: 100)
    let press = LongPressGestureRecognizer()
    press.delaysTouchesBegan = true
    try #require(harness.window("main")).addGestureRecognizer(press)
    harness.touch(down(1, 10, 10))
    harness.roundtrip(client)
    #expect(client.events.isEmpty)
    harness.touch(move(1, 40, 10))
    harness.roundtrip(client)
    #expect(client.events == ["down main 0 (10.0, 10.0)", "motion 0 (40.0, 10.0)", "frame"])
  }

  @Test func anInterruptionCancelsTheClientsTouches() throws {
    let client = try harness.connect()
    _ = harness.makeWindow(client, "main", width: 200, height: 100)
    harness.touch(down(1, 10, 10))
    harness.server.seat.interrupt()
    harness.roundtrip(client)
    #expect(client.events == ["down main 0 (10.0, 10.0)", "frame", "cancel"])
  }

  @Test func unmappingMidTouchCancelsItInTheSeatAndSendsNothingMore() throws {
    let client = try harness.connect()
    let window = harness.makeWindow(client, "main", width: 200, height: 100)
    harness.touch(down(1, 10, 10))
    wl_surface_attach(window.surface, nil, 0, 0)
    wl_surface_commit(window.surface)
    harness.roundtrip(client)
    #expect(harness.server.seat.seat.activeTouches.isEmpty)
    #expect(harness.server.windows.isEmpty)
    harness.touch(up(1))
    harness.roundtrip(client)
    #expect(client.events == ["down main 0 (10.0, 10.0)", "frame"])
  }

  @Test func destroyingTheSurfaceMidTouchCancelsItInTheSeat() throws {
    let client = try harness.connect()
    let window = harness.makeWindow(client, "main", width: 200, height: 100)
    harness.touch(down(1, 10, 10))
    harness.roundtrip(client)
    xdg_toplevel_destroy(window.toplevel)
    xdg_surface_destroy(window.xdgSurface)
    wl_surface_destroy(window.surface)
    harness.roundtrip(client)
    #expect(harness.server.seat.seat.activeTouches.isEmpty)
    harness.touch(up(1))
    harness.roundtrip(client)
    #expect(client.events == ["down main 0 (10.0, 10.0)", "frame"])
    #expect(client.protocolError == nil)
  }

  @Test func aCompositorWindowAboveAClientTakesTheTouch() throws {
    let client = try harness.connect()
    _ = harness.makeWindow(client, "main", width: 200, height: 100)
    let panel = Window(frame: Rect(x: 0, y: 0, width: 800, height: 40))
    let button = RecordingView(frame: Rect(x: 0, y: 0, width: 100, height: 40))
    panel.addSubview(button)
    panel.windowLevel = 1
    harness.application.addWindow(panel)
    harness.touch(down(1, 10, 10))
    harness.touch(down(2, 10, 60))
    harness.roundtrip(client)
    #expect(button.lines == ["began 1"])
    #expect(client.events == ["down main 0 (10.0, 60.0)", "frame"])
  }
}
