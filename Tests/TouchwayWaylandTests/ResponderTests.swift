import CWaylandClient
import Testing
import Touchway
import TouchwayWayland
import WaylandProtocols.Client

/// touchway-responder-v1 over a real socket: flags on commit, declined touches handed to
/// the next responder, `touch_taken` before the cancel, and the gesture exclusion.
@Suite struct ResponderTests {
  let application = RecordingApplication()
  let harness: Harness
  let client: TestClient
  let window: TestWindow
  let responder: OpaquePointer

  /// A 200×100 window at the layout's origin, with a responder object.
  init() throws {
    harness = try Harness(application: application)
    client = try harness.connect()
    window = harness.makeWindow(client, "main", width: 200, height: 100)
    responder = client.makeResponder(for: window.surface)
    harness.roundtrip(client)
  }

  var serverWindow: ClientWindow { harness.compositor.windows[0] }

  /// A back gesture along the window's left edge, as a compositor attaches one.
  func addBackGesture() -> ScreenEdgePanGestureRecognizer {
    let edge = ScreenEdgePanGestureRecognizer()
    edge.edges = .left
    edge.systemGesture = .back
    serverWindow.addGestureRecognizer(edge)
    return edge
  }

  /// A finger from the left edge at `y` across to x = 60.
  func swipeFromTheLeftEdge(at y: Double) {
    harness.touch(down(1, 5, y))
    harness.touch(move(1, 30, y))
    harness.touch(move(1, 60, y))
    harness.touch(up(1))
    harness.roundtrip(client)
  }

  func commit() {
    wl_surface_commit(window.surface)
    harness.roundtrip(client)
  }

  @Test func aFlagTakesEffectOnTheNextCommit() {
    touchway_responder_v1_set_multiple_touch(responder, disabled)
    harness.roundtrip(client)
    harness.touch(down(1, 10, 10))
    harness.touch(down(2, 50, 50))  // the flag is not committed: both go to the client
    harness.touch(up(1), up(2))
    commit()
    harness.touch(down(3, 10, 10))
    harness.touch(down(4, 50, 50))  // withheld: the surface takes one touch at a time
    harness.touch(up(3), up(4))
    harness.roundtrip(client)
    #expect(
      client.events == [
        "down main 0 (10.0, 10.0)", "frame", "down main 1 (50.0, 50.0)", "frame", "up 0", "up 1",
        "frame", "down main 0 (10.0, 10.0)", "frame", "up 0", "frame",
      ])
    harness.expectEveryTouchEnded()
  }

  @Test func withoutUserInteractionTouchesGoToWhatIsBehindTheSurface() {
    let wallpaper = Window(frame: Rect(x: 0, y: 0, width: 800, height: 600))
    let behind = RecordingView(frame: wallpaper.bounds)
    wallpaper.addSubview(behind)
    wallpaper.windowLevel = -1
    application.addWindow(wallpaper)
    touchway_responder_v1_set_user_interaction(responder, disabled)
    commit()
    harness.touch(down(1, 10, 10))
    harness.touch(up(1))
    harness.roundtrip(client)
    #expect(behind.lines == ["began 1", "ended 1"])
    #expect(client.events.isEmpty)
  }

  @Test func aDeclinedTouchIsReleasedAndGoesToTheNextResponder() {
    harness.touch(down(1, 10, 10))
    harness.touch(move(1, 20, 15))
    harness.roundtrip(client)
    client.decline(0, on: responder)
    harness.roundtrip(client)
    harness.touch(move(1, 30, 15))
    harness.touch(up(1))
    harness.roundtrip(client)
    #expect(
      client.events == [
        "down main 0 (10.0, 10.0)", "frame", "motion 0 (20.0, 15.0)", "frame", "released 0",
      ])
    #expect(application.lines == ["began 1", "ended 1"])
    harness.expectEveryTouchEnded()
  }

  @Test func aDeclinedPointsIdIsFreeAtOnce() {
    harness.touch(down(1, 10, 10))
    harness.roundtrip(client)
    client.decline(0, on: responder)
    harness.roundtrip(client)
    harness.touch(down(2, 50, 50))
    harness.touch(up(1), up(2))
    harness.roundtrip(client)
    #expect(
      client.events == [
        "down main 0 (10.0, 10.0)", "frame", "released 0", "down main 0 (50.0, 50.0)", "frame",
        "up 0", "frame",
      ])
    harness.expectEveryTouchEnded()
  }

  @Test func aDeclineWithAStaleSerialIsIgnored() throws {
    harness.touch(down(1, 10, 10))
    harness.touch(up(1))
    harness.roundtrip(client)
    let staleSerial = try #require(client.downSerials[0])
    harness.touch(down(2, 30, 30))  // id 0 again, with a new serial
    touchway_responder_v1_decline(responder, staleSerial, 0)
    harness.roundtrip(client)
    harness.touch(up(2))
    harness.roundtrip(client)
    #expect(
      client.events == [
        "down main 0 (10.0, 10.0)", "frame", "up 0", "frame", "down main 0 (30.0, 30.0)", "frame",
        "up 0", "frame",
      ])
    #expect(client.protocolError == nil)
  }

  @Test func theClientHearsWhichGestureTookItsTouchesBeforeTheCancel() {
    var actions: [GestureRecognizer.State] = []
    addBackGesture().addTarget { actions.append($0.state) }
    swipeFromTheLeftEdge(at: 50)
    #expect(actions == [.began, .changed, .ended])
    #expect(client.events == ["down main 0 (5.0, 50.0)", "frame", "taken back", "cancel"])
    harness.expectEveryTouchEnded()
  }

  @Test func theExcludedRegionKeepsTheEdgeGestureOff() {
    var actions: [GestureRecognizer.State] = []
    addBackGesture().addTarget { actions.append($0.state) }
    client.setGestureExclusion(of: responder, x: 0, y: 0, width: 50, height: 50)
    commit()
    swipeFromTheLeftEdge(at: 40)
    #expect(actions.isEmpty)
    #expect(
      client.events.filter { !$0.hasPrefix("motion") && $0 != "frame" } == [
        "down main 0 (5.0, 40.0)", "up 0",
      ])
    client.events = []
    swipeFromTheLeftEdge(at: 70)  // below the region
    #expect(actions == [.began, .changed, .ended])
    #expect(client.events == ["down main 0 (5.0, 70.0)", "frame", "taken back", "cancel"])
  }

  @Test func aCancelNoGestureCausedComesWithoutTouchTaken() {
    _ = addBackGesture()
    harness.touch(down(1, 5, 50))
    harness.seat.interrupt()
    harness.roundtrip(client)
    #expect(client.events == ["down main 0 (5.0, 50.0)", "frame", "cancel"])
  }
}
