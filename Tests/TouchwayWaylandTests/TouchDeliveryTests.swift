import CWaylandClient
import CWlroots
import Testing
import Touchway
import TouchwayWayland

/// Touches from the core seat to clients through the `wlr_seat`: surface-local positions,
/// each client's own ids, and one `wl_touch.frame` per input frame.
@Suite struct TouchDeliveryTests {
  let application = RecordingApplication()
  let harness: Harness

  init() throws {
    harness = try Harness(application: application)
  }

  @Test func touchReachesClientWithSurfaceLocalCoordinatesAndFrames() throws {
    let client = try harness.connect()
    _ = harness.makeWindow(client, "main", width: 200, height: 100)
    harness.compositor.place(try #require(harness.window("main")), x: 100, y: 50)
    harness.touch(down(7, 110, 70))
    harness.touch(move(7, 120, 80.5))
    harness.touch(up(7))
    harness.roundtrip(client)
    #expect(
      client.events == [
        "down main 0 (10.0, 20.0)", "frame", "motion 0 (20.0, 30.5)", "frame", "up 0", "frame",
      ])
    harness.expectEveryTouchEnded()
  }

  /// A motion sent straight to the client (the seat's own grab is the seat's) moves
  /// wlroots' record of the point too, as `wlr_seat_touch_notify_motion` would.
  @Test func wlrootsPointsFollowTheMotionsSentToTheClient() throws {
    let client = try harness.connect()
    _ = harness.makeWindow(client, "main", width: 200, height: 100)
    harness.compositor.place(try #require(harness.window("main")), x: 100, y: 50)
    harness.touch(down(7, 110, 70), down(8, 150, 60))
    harness.touch(move(7, 120, 80.5), move(8, 160, 61))
    harness.roundtrip(client)
    let wlrSeat = harness.compositor.wlrSeat
    #expect(wlr_seat_touch_num_points(wlrSeat) == 2)
    var points: [String] = []
    forEachPoint(of: wlrSeat) { points.append("\($0.pointee.sx),\($0.pointee.sy)") }
    #expect(points.sorted() == ["20.0,30.5", "60.0,11.0"])
    #expect(client.events.contains("motion 1 (60.0, 11.0)"))
    harness.touch(up(7), up(8))
    #expect(wlr_seat_touch_num_points(wlrSeat) == 0)
  }

  /// While another grab has the seat (a drag's), motions and frames go to it, as through
  /// `wlr_seat_touch_notify_*`; once it ends, the seat sends them itself again.
  @Test func anotherGrabGetsTheMotionsAndFramesWhileItHasTheSeat() throws {
    let client = try harness.connect()
    _ = harness.makeWindow(client, "main", width: 200, height: 100)
    harness.touch(down(7, 10, 10))
    let wlrSeat = harness.compositor.wlrSeat
    let other = RecordingTouchGrab()
    wlr_seat_touch_start_grab(wlrSeat, other.grab)
    harness.touch(move(7, 20, 10))
    wlr_seat_touch_end_grab(wlrSeat)
    harness.touch(move(7, 30, 10))
    harness.touch(up(7))
    harness.roundtrip(client)
    #expect(other.calls == ["motion", "frame"])
    #expect(
      client.events == [
        "down main 0 (10.0, 10.0)", "frame", "motion 0 (30.0, 10.0)", "frame", "up 0", "frame",
      ])
  }

  @Test func fingersOfOneInputFrameShareOneWaylandFrame() throws {
    let client = try harness.connect()
    _ = harness.makeWindow(client, "main", width: 200, height: 100)
    harness.touch(down(3, 10, 10), down(4, 20, 20))
    harness.touch(move(3, 11, 10), move(4, 21, 20))
    harness.touch(up(3), up(4))
    harness.roundtrip(client)
    #expect(
      client.events == [
        "down main 0 (10.0, 10.0)", "down main 1 (20.0, 20.0)", "frame",
        "motion 0 (11.0, 10.0)", "motion 1 (21.0, 20.0)", "frame", "up 0", "up 1", "frame",
      ])
  }

  @Test func idsAreReusedOnceUp() throws {
    let client = try harness.connect()
    _ = harness.makeWindow(client, "main", width: 200, height: 100)
    harness.touch(down(1, 10, 10))
    harness.touch(down(2, 20, 20))
    harness.touch(up(1))
    harness.touch(down(3, 30, 30))
    harness.roundtrip(client)
    #expect(
      client.events == [
        "down main 0 (10.0, 10.0)", "frame", "down main 1 (20.0, 20.0)", "frame", "up 0", "frame",
        "down main 0 (30.0, 30.0)", "frame",
      ])
  }

  @Test func twoClientsTouchedAtOnceEachSeeIdsFromZero() throws {
    let left = try harness.connect()
    let right = try harness.connect()
    _ = harness.makeWindow(left, "left", width: 200, height: 200)
    _ = harness.makeWindow(right, "right", width: 200, height: 200)
    harness.compositor.place(try #require(harness.window("right")), x: 300, y: 0)
    harness.touch(down(1, 50, 60), down(2, 350, 70))
    harness.touch(down(3, 360, 80))
    harness.touch(move(1, 55, 60), move(2, 360, 70))
    harness.touch(up(1), up(2), up(3))
    harness.roundtrip(left, right)
    #expect(
      left.events == [
        "down left 0 (50.0, 60.0)", "frame", "motion 0 (55.0, 60.0)", "frame", "up 0", "frame",
      ])
    #expect(
      right.events == [
        "down right 0 (50.0, 70.0)", "frame", "down right 1 (60.0, 80.0)", "frame",
        "motion 0 (60.0, 70.0)", "frame", "up 0", "up 1", "frame",
      ])
    harness.expectEveryTouchEnded()
  }

  @Test func framesFedWithoutDispatchEachEndInOneWaylandFrame() throws {
    let left = try harness.connect()
    let right = try harness.connect()
    _ = harness.makeWindow(left, "left", width: 200, height: 200)
    _ = harness.makeWindow(right, "right", width: 200, height: 200)
    harness.compositor.place(try #require(harness.window("right")), x: 300, y: 0)
    harness.touch(down(1, 10, 10))
    harness.touch(down(2, 310, 10))
    for step in 1...40 {
      harness.touch(move(1, 10 + Double(step), 10), move(2, 310, 10 + Double(step)))
    }
    harness.touch(up(2))
    harness.touch(up(1))
    harness.roundtrip(left, right)
    // Left: its down, 40 motions, its up; right: the same, from the second frame.
    #expect(left.events.count { $0 == "frame" } == 42)
    #expect(right.events.count { $0 == "frame" } == 42)
    #expect(left.events.last == "frame" && right.events.last == "frame")
    #expect(left.events.count { $0.hasPrefix("motion 0") } == 40)
    harness.expectEveryTouchEnded()
  }

  @Test func touchesOfAClientWithoutWlTouchTravelTheResponderChain() throws {
    let client = try harness.connect(takesTouch: false)
    _ = harness.makeWindow(client, "main", width: 200, height: 100)
    harness.touch(down(1, 10, 10))
    harness.touch(up(1))
    harness.roundtrip(client)
    // The surface's view passed them to its window, and the window to the application.
    #expect(application.lines == ["began 1", "ended 1"])
    #expect(client.events.isEmpty)
    harness.expectEveryTouchEnded()
  }

  @Test func aClientThatHandlesTouchesKeepsThemFromTheChain() throws {
    let client = try harness.connect()
    _ = harness.makeWindow(client, "main", width: 200, height: 100)
    harness.touch(down(1, 10, 10))
    harness.touch(up(1))
    harness.roundtrip(client)
    #expect(application.lines.isEmpty)
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
    harness.touch(up(1))
    harness.roundtrip(client)
    #expect(
      client.events == [
        "down main 0 (10.0, 10.0)", "motion 0 (40.0, 10.0)", "frame", "up 0", "frame",
      ])
    harness.expectEveryTouchEnded()
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

  @Test func aClientThatDisconnectsMidTouchLeavesTheOthersServed() throws {
    var leaving: TestClient? = try harness.connect()
    let staying = try harness.connect()
    _ = harness.makeWindow(leaving!, "leaving", width: 200, height: 200)
    _ = harness.makeWindow(staying, "staying", width: 200, height: 200)
    harness.compositor.place(try #require(harness.window("staying")), x: 300, y: 0)
    harness.touch(down(1, 10, 10), down(2, 310, 10))
    harness.roundtrip(leaving!, staying)
    leaving = nil
    harness.roundtrip(staying)
    harness.touch(move(1, 20, 10), move(2, 320, 10))
    harness.touch(up(1), up(2))
    harness.touch(down(3, 10, 10))
    harness.touch(up(3))
    harness.roundtrip(staying)
    #expect(harness.compositor.windows.map(\.title) == ["staying"])
    #expect(
      staying.events == [
        "down staying 0 (10.0, 10.0)", "frame", "motion 0 (20.0, 10.0)", "frame", "up 0", "frame",
      ])
    harness.expectEveryTouchEnded()
  }
}

/// Calls `body` with each of the touch points wlroots keeps for `seat`.
private func forEachPoint(
  of seat: UnsafeMutablePointer<wlr_seat>, _ body: (UnsafeMutablePointer<wlr_touch_point>) -> Void
) {
  let listOffset = MemoryLayout<wlr_seat>.offset(of: \.touch_state.touch_points)!
  let head = (UnsafeMutableRawPointer(seat) + listOffset).assumingMemoryBound(to: wl_list.self)
  let linkOffset = MemoryLayout<wlr_touch_point>.offset(of: \.link)!
  var link = head.pointee.next!
  while link != head {
    body((UnsafeMutableRawPointer(link) - linkOffset).assumingMemoryBound(to: wlr_touch_point.self))
    link = link.pointee.next
  }
}
