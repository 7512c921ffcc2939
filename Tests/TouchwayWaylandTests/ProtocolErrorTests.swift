import CMemfd
import CWaylandClient
import CWlroots
import Glibc
import Testing
import Touchway
import TouchwayWayland
import WaylandProtocols.Client

/// A client that breaks touchway-responder-v1, or makes a request wlroots 0.15 would not
/// survive, gets a protocol error and is disconnected; the compositor goes on serving the
/// others. The example compositor sets up no guards of its own: what guards it is every
/// `WaylandSeat`'s default (docs/hostile-clients.md).
@Suite struct ProtocolErrorTests {
  let harness: Harness
  let offender: TestClient
  let bystander: TestClient

  init() throws {
    harness = try Harness()
    offender = try harness.connect()
    bystander = try harness.connect()
    _ = harness.makeWindow(bystander, "bystander", width: 100, height: 100)
    harness.compositor.place(try #require(harness.window("bystander")), x: 400, y: 0)
  }

  /// Checks the error the offender got, that its windows are gone, and that the
  /// bystander still gets its touches.
  func expectOnlyTheOffenderIsDisconnected(
    _ error: String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    harness.roundtrip(offender)
    harness.roundtrip(bystander)
    #expect(offender.protocolError == error, sourceLocation: sourceLocation)
    #expect(
      harness.compositor.windows.map(\.title) == ["bystander"], sourceLocation: sourceLocation)
    harness.touch(down(1, 410, 10))
    harness.touch(up(1))
    harness.roundtrip(bystander)
    #expect(
      bystander.events == ["down bystander 0 (10.0, 10.0)", "frame", "up 0", "frame"],
      sourceLocation: sourceLocation)
    harness.expectEveryTouchEnded(sourceLocation: sourceLocation)
  }

  @Test func aSecondResponderForASurfaceIsResponderExists() {
    let surface = offender.makeSurface("offender")
    _ = offender.makeResponder(for: surface)
    _ = offender.makeResponder(for: surface)
    expectOnlyTheOffenderIsDisconnected("touchway_responder_manager_v1 0")
  }

  @Test func aFlagThatIsNoStateIsInvalidState() {
    let responder = offender.makeResponder(for: offender.makeSurface("offender"))
    touchway_responder_v1_set_multiple_touch(responder, 2)
    expectOnlyTheOffenderIsDisconnected("touchway_responder_v1 2")
  }

  @Test func decliningATouchPointNeverSentIsInvalidTouch() {
    let window = harness.makeWindow(offender, "offender", width: 50, height: 50)
    let responder = offender.makeResponder(for: window.surface)
    harness.touch(down(9, 10, 10))
    harness.touch(up(9))
    harness.roundtrip(offender)
    offender.decline(0, on: responder)  // sent, and ended: ignored
    harness.roundtrip(offender)
    #expect(offender.protocolError == nil)
    offender.decline(1, on: responder)
    expectOnlyTheOffenderIsDisconnected("touchway_responder_v1 0")
  }

  @Test func anOffenderDisconnectedMidTouchLeavesNoTouchBehind() {
    let window = harness.makeWindow(offender, "offender", width: 50, height: 50)
    let responder = offender.makeResponder(for: window.surface)
    harness.touch(down(9, 10, 10))
    harness.roundtrip(offender)
    touchway_responder_v1_set_exclusive_touch(responder, 7)
    harness.roundtrip(offender)
    harness.touch(up(9))
    expectOnlyTheOffenderIsDisconnected("touchway_responder_v1 2")
  }

  /// hostile-client's `nested-subsurfaces`: one level past the deepest chain allowed.
  @Test func subsurfacesNestedTooDeepAreBadSurface() {
    var parent = harness.makeWindow(offender, "offender", width: 50, height: 50).surface
    for _ in 0...touchway_maximum_nesting {
      let surface = offender.makeSurface("nested")
      _ = offender.makeSubsurface(surface, of: parent, x: 1, y: 1)
      parent = surface
    }
    expectOnlyTheOffenderIsDisconnected("wl_subcompositor 0")
  }

  /// hostile-client's `stride`: a buffer whose rows are a quarter of what its pixels need,
  /// in a pool only that large, which a renderer would read past.
  @Test func aStrideShorterThanARowIsInvalidStride() {
    let (width, height): (Int32, Int32) = (64, 64)
    let descriptor = cmemfd_create_sealable("touchway-test-short-stride")
    ftruncate(descriptor, off_t(width * height))
    let pool = wl_shm_create_pool(offender.shm, descriptor, width * height)
    _ = wl_shm_pool_create_buffer(
      pool, 0, width, height, width, WL_SHM_FORMAT_XRGB8888.rawValue)
    close(descriptor)
    expectOnlyTheOffenderIsDisconnected("wl_shm_pool 1")
  }
}
