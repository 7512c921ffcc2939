import CWaylandClient
import Glibc
import Testing
import Touchway
import TouchwayWayland
import WaylandProtocols.Client

/// A misbehaving client gets a protocol error and is disconnected; the server goes on
/// serving the others and keeps nothing of the offender.
@Suite struct ProtocolErrorTests {
  let harness: Harness
  let offender: TestClient
  let bystander: TestClient

  init() throws {
    harness = try Harness()
    offender = try harness.connect()
    bystander = try harness.connect()
    _ = harness.makeWindow(bystander, "bystander", width: 100, height: 100)
    try #require(harness.window("bystander")).frame.origin = Point(x: 400, y: 0)
  }

  /// Checks the error the offender got, that nothing of it is left on the server, and
  /// that the bystander still gets its touches.
  func expectOnlyTheOffenderIsDisconnected(
    _ error: String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    weak let peer = offender.peer
    harness.roundtrip(offender)
    harness.roundtrip(bystander)
    #expect(offender.protocolError == error, sourceLocation: sourceLocation)
    #expect(harness.server.windows.map(\.title) == ["bystander"], sourceLocation: sourceLocation)
    harness.touch(down(1, 410, 10))
    harness.roundtrip(bystander)
    #expect(
      bystander.events == ["down bystander 0 (10.0, 10.0)", "frame"], sourceLocation: sourceLocation
    )
    #expect(
      peer == nil, "the server still holds the disconnected client", sourceLocation: sourceLocation)
  }

  @Test func aToplevelSurfaceCannotBecomeASubsurface() {
    let window = harness.makeWindow(offender, "offender", width: 50, height: 50)
    let parent = offender.makeSurface("parent")
    _ = offender.makeSubsurface(window.surface, of: parent, x: 0, y: 0)
    expectOnlyTheOffenderIsDisconnected("wl_subcompositor 0")
  }

  @Test func aSurfaceCannotBeItsOwnParent() {
    let surface = offender.makeSurface("loop")
    _ = offender.makeSubsurface(surface, of: surface, x: 0, y: 0)
    expectOnlyTheOffenderIsDisconnected("wl_subcompositor 0")
  }

  @Test func aSubsurfaceCannotGetAnXdgSurface() {
    let parent = offender.makeSurface("parent")
    let child = offender.makeSurface("child")
    _ = offender.makeSubsurface(child, of: parent, x: 0, y: 0)
    _ = xdg_wm_base_get_xdg_surface(offender.wmBase, child)
    expectOnlyTheOffenderIsDisconnected("xdg_wm_base 0")
  }

  @Test func placingAboveANonSiblingIsBadSurface() {
    let parent = offender.makeSurface("parent")
    let child = offender.makeSurface("child")
    let stranger = offender.makeSurface("stranger")
    let subsurface = offender.makeSubsurface(child, of: parent, x: 0, y: 0)
    wl_subsurface_place_above(subsurface, stranger)
    expectOnlyTheOffenderIsDisconnected("wl_subsurface 0")
  }

  @Test func destroyingAnXdgSurfaceBeforeItsToplevelIsDefunctRoleObject() {
    let window = harness.makeWindow(offender, "offender", width: 50, height: 50)
    xdg_surface_destroy(window.xdgSurface)
    // xdg_surface.error.defunct_role_object
    expectOnlyTheOffenderIsDisconnected("destroyed object 6")
  }

  @Test func destroyingTheWmBaseBeforeItsSurfacesIsDefunctSurfaces() {
    _ = harness.makeWindow(offender, "offender", width: 50, height: 50)
    xdg_wm_base_destroy(offender.wmBase)
    expectOnlyTheOffenderIsDisconnected("destroyed object 1")  // xdg_wm_base.error.defunct_surfaces
  }

  @Test func aBufferBeforeTheFirstConfigureIsUnconfiguredBuffer() {
    let window = offender.makeToplevel(offender.makeSurface("offender"))
    offender.attachBuffer(to: window.surface, width: 10, height: 10)
    wl_surface_commit(window.surface)
    expectOnlyTheOffenderIsDisconnected("xdg_surface 3")
  }

  @Test func ackingAConfigureNeverSentIsInvalidSerial() {
    let window = offender.makeToplevel(offender.makeSurface("offender"))
    xdg_surface_ack_configure(window.xdgSurface, 123_456)
    expectOnlyTheOffenderIsDisconnected("xdg_surface 4")
  }

  @Test func aNegativeWindowGeometryIsInvalidSize() {
    let window = offender.makeToplevel(offender.makeSurface("offender"))
    xdg_surface_set_window_geometry(window.xdgSurface, 0, 0, -10, 20)
    expectOnlyTheOffenderIsDisconnected("xdg_surface 5")
  }

  @Test func aNegativeMinimumSizeIsInvalidSize() {
    let window = offender.makeToplevel(offender.makeSurface("offender"))
    xdg_toplevel_set_min_size(window.toplevel, -1, 10)
    expectOnlyTheOffenderIsDisconnected("xdg_toplevel 2")
  }

  @Test func aMinimumAboveTheMaximumIsInvalidSize() {
    let window = offender.makeToplevel(offender.makeSurface("offender"))
    xdg_toplevel_set_min_size(window.toplevel, 300, 300)
    xdg_toplevel_set_max_size(window.toplevel, 200, 200)
    wl_surface_commit(window.surface)
    expectOnlyTheOffenderIsDisconnected("xdg_toplevel 2")
  }

  @Test func aNegativePositionerSizeIsInvalidInput() {
    let positioner = xdg_wm_base_create_positioner(offender.wmBase)
    xdg_positioner_set_size(positioner, -5, 10)
    expectOnlyTheOffenderIsDisconnected("xdg_positioner 0")
  }

  @Test func aScaleBelowOneIsInvalidScale() {
    wl_surface_set_buffer_scale(offender.makeSurface("offender"), 0)
    expectOnlyTheOffenderIsDisconnected("wl_surface 0")
  }

  @Test func aBufferThatIsNoMultipleOfTheScaleIsInvalidSize() {
    let surface = offender.makeSurface("offender")
    wl_surface_set_buffer_scale(surface, 2)
    offender.attachBuffer(to: surface, width: 15, height: 10)
    wl_surface_commit(surface)
    expectOnlyTheOffenderIsDisconnected("wl_surface 2")
  }

  @Test func aSecondRoleIsARoleError() {
    let window = harness.makeWindow(offender, "offender", width: 50, height: 50)
    wl_pointer_set_cursor(offender.seatPointer(), 0, window.surface, 0, 0)
    expectOnlyTheOffenderIsDisconnected("wl_pointer 0")
  }

  @Test func aSecondResponderForASurfaceIsResponderExists() {
    let surface = offender.makeSurface("offender")
    _ = offender.makeResponder(for: surface)
    _ = offender.makeResponder(for: surface)
    expectOnlyTheOffenderIsDisconnected("touchway_responder_manager_v1 0")
  }

  @Test func decliningATouchPointNeverSentIsInvalidTouch() {
    let window = harness.makeWindow(offender, "offender", width: 50, height: 50)
    let responder = offender.makeResponder(for: window.surface)
    harness.touch(down(9, 10, 10))
    harness.touch(TouchContact(id: 9, change: .up))
    harness.roundtrip(offender)
    offender.decline(0, on: responder)  // sent, and ended: ignored
    harness.roundtrip(offender)
    #expect(offender.protocolError == nil)
    offender.decline(1, on: responder)
    expectOnlyTheOffenderIsDisconnected("touchway_responder_v1 0")
  }

  @Test func aGestureExclusionOfNegativeSizeIsInvalidRegion() {
    let responder = offender.makeResponder(for: offender.makeSurface("offender"))
    offender.setGestureExclusion(of: responder, x: 0, y: 0, width: 20, height: -1)
    expectOnlyTheOffenderIsDisconnected("touchway_responder_v1 1")
  }

  @Test func aFlagThatIsNoStateIsInvalidState() {
    let responder = offender.makeResponder(for: offender.makeSurface("offender"))
    touchway_responder_v1_set_multiple_touch(responder, 2)
    expectOnlyTheOffenderIsDisconnected("touchway_responder_v1 2")
  }

  @Test func disconnectingMidTouchCancelsTheTouchAndLeavesNothing() {
    _ = harness.makeWindow(offender, "offender", width: 50, height: 50)
    harness.touch(down(9, 10, 10))
    #expect(harness.server.seat.seat.activeTouches.count == 1)
    wl_surface_set_buffer_scale(offender.makeSurface("second"), -1)
    expectOnlyTheOffenderIsDisconnected("wl_surface 0")
    #expect(harness.server.seat.seat.activeTouches.map(\.contactID) == [1])
  }

  @Test func anUnknownObjectDisconnectsTheClient() throws {
    let (serverEnd, clientEnd) = socketPair()
    defer { close(clientEnd) }
    weak let peer = try harness.server.addClient(fileDescriptor: serverEnd)
    // wl_display (object 1) is the only object; object 2 does not exist. Header: object
    // id, then opcode 0 with the message size (8) in the upper half.
    let message: [UInt32] = [2, 8 << 16]
    #expect(message.withUnsafeBytes { write(clientEnd, $0.baseAddress, $0.count) } == 8)
    try harness.server.dispatch(timeout: 0)
    #expect(peer == nil)
    var reply = [UInt32](repeating: 0, count: 16)
    let count = reply.withUnsafeMutableBytes { read(clientEnd, $0.baseAddress, $0.count) }
    // wl_display.error(wl_display, invalid_object, "invalid object 2") comes before the
    // hang-up.
    #expect(
      count >= 16 && reply[0] == 1 && reply[1] & 0xffff == 0 && reply[2] == 1 && reply[3] == 0)
    harness.touch(down(1, 410, 10))
    harness.roundtrip(bystander)
    #expect(bystander.events == ["down bystander 0 (10.0, 10.0)", "frame"])
  }
}

extension TestClient {
  /// A `wl_pointer` made now, whatever the client asked for at connection.
  func seatPointer() -> OpaquePointer {
    pointer ?? wl_seat_get_pointer(seat)!
  }
}
