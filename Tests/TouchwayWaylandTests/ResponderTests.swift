import CWaylandClient
import Testing
import Touchway
import TouchwayWayland
import WaylandProtocols.Client

/// `touchway_responder_v1` over a real socket: each flag's effect, declined touches, the
/// gesture exclusion and `touch_taken`.
@Suite struct ResponderTests {
  let application = RecordingApplication()
  let harness: Harness
  let client: TestClient
  let window: TestWindow
  let responder: OpaquePointer

  /// A 200×100 window at the screen's top-left corner, with a responder object.
  init() throws {
    harness = try Harness(application: application)
    client = try harness.connect()
    window = harness.makeWindow(client, "main", width: 200, height: 100)
    responder = client.makeResponder(for: window.surface)
    harness.roundtrip(client)
  }

  var serverWindow: ClientWindow { harness.server.windows[0] }
  var surfaceView: SurfaceView { serverWindow.surfaces[0] }

  /// A compositor view around the surface, on its responder chain.
  func addFrameView() -> RecordingView {
    let frameView = RecordingView(frame: Rect(x: 0, y: 0, width: 200, height: 100))
    serverWindow.addSubview(frameView)
    serverWindow.contentView = frameView
    return frameView
  }

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

  // MARK: Flags

  @Test func multipleTouchTakesEffectOnTheNextCommit() {
    touchway_responder_v1_set_multiple_touch(responder, enabled)
    harness.roundtrip(client)
    harness.touch(down(1, 10, 10))
    harness.touch(down(2, 50, 50))  // withheld: the surface takes one touch at a time
    harness.touch(up(1), up(2))
    commit()
    harness.touch(down(3, 10, 10))
    harness.touch(down(4, 50, 50))
    harness.roundtrip(client)
    #expect(
      client.events == [
        "down main 0 (10.0, 10.0)", "frame", "up 0", "frame",
        "down main 0 (10.0, 10.0)", "frame", "down main 1 (50.0, 50.0)", "frame",
      ])
  }

  @Test func anExclusiveSurfaceIsTheOnlyOneOfItsWindowWithTouches() {
    let sub = client.makeSurface("sub")
    _ = client.makeSubsurface(sub, of: window.surface, x: 100, y: 0)
    client.attachBuffer(to: sub, width: 100, height: 100)
    touchway_responder_v1_set_exclusive_touch(client.makeResponder(for: sub), enabled)
    wl_surface_commit(sub)  // a synchronized subsurface: applied with its parent's commit
    commit()
    harness.touch(down(1, 150, 50))
    harness.touch(down(2, 10, 10))  // withheld from main while sub has a touch
    harness.touch(up(1), up(2))
    harness.touch(down(3, 10, 10))
    harness.touch(down(4, 150, 50))  // withheld from sub while main has a touch
    harness.roundtrip(client)
    #expect(
      client.events == [
        "down sub 0 (50.0, 50.0)", "frame", "up 0", "frame", "down main 0 (10.0, 10.0)", "frame",
      ])
  }

  @Test func withoutUserInteractionTouchesGoToTheViewBehindTheSurface() {
    let frameView = addFrameView()
    touchway_responder_v1_set_user_interaction(responder, disabled)
    commit()
    harness.touch(down(1, 10, 10))
    // Turned on again mid-touch: the touch stays where it began (R36).
    touchway_responder_v1_set_user_interaction(responder, enabled)
    commit()
    harness.touch(up(1))
    harness.touch(down(2, 10, 10))
    harness.roundtrip(client)
    #expect(frameView.lines == ["began 1", "ended 1"])
    #expect(client.events == ["down main 0 (10.0, 10.0)", "frame"])
  }

  @Test func destroyingTheResponderGivesTheCompositorsChoicesBackOnCommit() {
    surfaceView.isExclusiveTouch = true
    touchway_responder_v1_set_exclusive_touch(responder, disabled)
    touchway_responder_v1_set_multiple_touch(responder, enabled)
    client.setGestureExclusion(of: responder, x: 0, y: 0, width: 50, height: 50)
    commit()
    #expect(!surfaceView.isExclusiveTouch && surfaceView.isMultipleTouchEnabled)
    #expect(surfaceView.gestureExclusion.contains(Point(x: 10, y: 10)))
    surfaceView.isUserInteractionEnabled = false  // a flag the client never set stays so
    touchway_responder_v1_destroy(responder)
    harness.roundtrip(client)
    #expect(surfaceView.isMultipleTouchEnabled)
    commit()
    #expect(surfaceView.isExclusiveTouch && !surfaceView.isMultipleTouchEnabled)
    #expect(!surfaceView.isUserInteractionEnabled)
    #expect(!surfaceView.gestureExclusion.contains(Point(x: 10, y: 10)))
    _ = client.makeResponder(for: window.surface)
    harness.roundtrip(client)
    #expect(client.protocolError == nil)
  }

  @Test func aResponderWhoseSurfaceIsGoneIsInert() {
    xdg_toplevel_destroy(window.toplevel)
    xdg_surface_destroy(window.xdgSurface)
    wl_surface_destroy(window.surface)
    touchway_responder_v1_set_multiple_touch(responder, enabled)
    client.decline(0, on: responder)
    touchway_responder_v1_destroy(responder)
    harness.roundtrip(client)
    #expect(client.protocolError == nil)
  }

  // MARK: Declining

  @Test func aDeclinedTouchGoesToTheViewBehindAndTheClientHearsNoMoreOfIt() {
    let frameView = addFrameView()
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
    #expect(frameView.lines == ["began 1", "moved 1", "ended 1"])
    #expect(frameView.beganLocations == [Point(x: 20, y: 15)])
    #expect(application.lines == ["began 1", "ended 1"])
  }

  @Test func aDeclinedPointsIdIsFreeAtOnceAndItsTouchStaysWithTheChain() {
    let frameView = addFrameView()
    touchway_responder_v1_set_multiple_touch(responder, enabled)
    commit()
    harness.touch(down(1, 10, 10))
    harness.roundtrip(client)
    client.decline(0, on: responder)
    harness.roundtrip(client)
    harness.touch(down(2, 50, 50))
    harness.touch(move(1, 12, 10), move(2, 52, 50))
    harness.server.seat.cancelTouches { $0.contactID == 2 }
    harness.touch(up(1))
    harness.roundtrip(client)
    #expect(
      client.events == [
        "down main 0 (10.0, 10.0)", "frame", "released 0", "down main 0 (50.0, 50.0)", "frame",
        "motion 0 (52.0, 50.0)", "frame", "cancel",
      ])
    #expect(frameView.lines == ["began 1", "moved 1", "ended 1"])
  }

  @Test func aDeclineOfAPointThatEndedIsIgnored() throws {
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

  // MARK: System gestures

  @Test func theClientHearsWhichGestureTookItsTouchesBeforeTheCancel() {
    var actions: [GestureRecognizer.State] = []
    addBackGesture().addTarget { actions.append($0.state) }
    swipeFromTheLeftEdge(at: 50)
    #expect(actions == [.began, .changed, .ended])
    #expect(client.events == ["down main 0 (5.0, 50.0)", "frame", "taken back", "cancel"])
  }

  @Test func theExcludedRegionKeepsTheEdgeGestureOff() {
    var actions: [GestureRecognizer.State] = []
    addBackGesture().addTarget { actions.append($0.state) }
    client.setGestureExclusion(of: responder, x: 0, y: 0, width: 50, height: 50)
    commit()
    swipeFromTheLeftEdge(at: 40)
    #expect(actions.isEmpty)
    #expect(
      client.events == [
        "down main 0 (5.0, 40.0)", "frame", "motion 0 (30.0, 40.0)", "frame",
        "motion 0 (60.0, 40.0)", "frame", "up 0", "frame",
      ])
    client.events = []
    swipeFromTheLeftEdge(at: 70)  // below the region
    #expect(actions == [.began, .changed, .ended])
    #expect(client.events == ["down main 0 (5.0, 70.0)", "frame", "taken back", "cancel"])
  }

  @Test func theExclusionLeavesOtherGesturesAloneAndTheyAreTakenAsOther() {
    serverWindow.addGestureRecognizer(PanGestureRecognizer())
    client.setGestureExclusion(of: responder, x: 0, y: 0, width: 200, height: 100)
    commit()
    swipeFromTheLeftEdge(at: 50)
    #expect(client.events == ["down main 0 (5.0, 50.0)", "frame", "taken other", "cancel"])
  }

  @Test func aCancelNoGestureCausedComesWithoutTouchTaken() {
    _ = addBackGesture()
    harness.touch(down(1, 5, 50))
    harness.server.seat.interrupt()
    harness.roundtrip(client)
    #expect(client.events == ["down main 0 (5.0, 50.0)", "frame", "cancel"])
  }
}
