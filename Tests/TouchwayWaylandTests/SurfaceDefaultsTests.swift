import CWaylandClient
import Testing
import Touchway
import TouchwayWayland
import WaylandProtocols.Client

/// The compositor's defaults for a new surface's view, set through the delegate before the
/// client's first commit, yield to what the client asks for.
@Suite struct SurfaceDefaultsTests {
  /// Gives every new surface every finger, as the kiosk does.
  final class TakeEveryFinger: WaylandServerDelegate {
    func surfaceWasCreated(_ surface: SurfaceView) {
      surface.isMultipleTouchEnabled = true
    }
  }

  @Test func aClientsChoiceOverridesTheCompositorsDefault() throws {
    let harness = try Harness()
    let delegate = TakeEveryFinger()
    harness.server.delegate = delegate
    let client = try harness.connect()
    let window = harness.makeWindow(client, "main", width: 200, height: 100)
    let surfaceView = harness.server.windows[0].surfaces[0]
    #expect(surfaceView.isMultipleTouchEnabled)

    let responder = client.makeResponder(for: window.surface)
    touchway_responder_v1_set_multiple_touch(responder, disabled)
    wl_surface_commit(window.surface)
    harness.roundtrip(client)
    #expect(!surfaceView.isMultipleTouchEnabled)
  }
}
