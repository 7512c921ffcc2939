import CWaylandClient
import Testing
import Touchway
import TouchwayWayland

@Suite struct PointerTests {
  let harness: Harness
  let left: TestClient
  let right: TestClient

  /// Two clients' windows side by side: left at (0, 0), right at (300, 0), 200×200 each.
  init() throws {
    harness = try Harness()
    left = try harness.connect(devices: [.pointer])
    right = try harness.connect(devices: [.pointer])
    _ = harness.makeWindow(left, "left", width: 200, height: 200)
    _ = harness.makeWindow(right, "right", width: 200, height: 200)
    try #require(harness.window("right")).frame.origin = Point(x: 300, y: 0)
    left.events = []
    right.events = []
  }

  var seat: WaylandSeat { harness.server.seat }

  @Test func pointerFocusFollowsHitTesting() {
    seat.movePointer(to: Point(x: 10, y: 20), time: 1)
    seat.movePointer(to: Point(x: 15, y: 20), time: 1.01)
    seat.movePointer(to: Point(x: 310, y: 30), time: 1.02)
    seat.movePointer(to: Point(x: 250, y: 30), time: 1.03)
    harness.roundtrip(left, right)
    #expect(
      left.events == [
        "pointer enter left (10.0, 20.0)", "pointer motion (15.0, 20.0)", "pointer leave left",
      ])
    #expect(right.events == ["pointer enter right (10.0, 30.0)", "pointer leave right"])
    #expect(seat.pointerFocus == nil)
  }

  @Test func aPressedButtonKeepsTheFocus() {
    seat.movePointer(to: Point(x: 10, y: 20), time: 1)
    seat.pointerButton(0x110, isPressed: true, time: 1.1)
    seat.movePointer(to: Point(x: 310, y: 20), time: 1.2)
    seat.pointerButton(0x110, isPressed: false, time: 1.3)
    harness.roundtrip(left, right)
    #expect(
      left.events == [
        "pointer enter left (10.0, 20.0)", "pointer button 272 1", "pointer motion (310.0, 20.0)",
        "pointer button 272 0", "pointer leave left",
      ])
    #expect(right.events == ["pointer enter right (10.0, 20.0)"])
  }

  @Test func theClientUnderThePointerSetsTheCursor() throws {
    seat.movePointer(to: Point(x: 10, y: 20), time: 1)
    harness.roundtrip(left)
    let cursor = left.makeSurface("cursor")
    left.attachBuffer(to: cursor, width: 16, height: 16)
    wl_surface_commit(cursor)
    wl_pointer_set_cursor(left.pointer, left.lastPointerEnterSerial, cursor, 3, 4)
    wl_pointer_set_cursor(right.pointer, 0, nil, 0, 0)
    harness.roundtrip(left, right)
    let image = try #require(seat.cursor)
    #expect(image.hotspot == Point(x: 3, y: 4))
    #expect(image.surface.withContents { $0.width } == 16)
  }

  @Test func askingForADeviceTheSeatNeverHadIsAnError() throws {
    let harness = try Harness(capabilities: [.touch])
    let client = try harness.connect(devices: [])
    _ = wl_seat_get_keyboard(client.seat)
    harness.roundtrip(client)
    #expect(client.protocolError == "wl_seat 0")
  }

  @Test func capabilitiesFollowTheDevicesPresent() throws {
    seat.capabilities = [.touch]
    harness.roundtrip(left)
    #expect(left.seatCapabilities == 4)
  }
}
