import CWaylandClient
import Testing
import Touchway
import TouchwayWayland
import WaylandProtocols.Client

/// A window manager for tests: sizes new windows, records maps and unmaps.
final class TestWindowManager: WaylandServerDelegate {
  var configuration = ToplevelConfiguration()
  var log: [String] = []

  func windowConfiguration(for window: ClientWindow) -> ToplevelConfiguration {
    configuration
  }
  func windowDidMap(_ window: ClientWindow) {
    log.append("map \(window.title ?? "?")")
  }
  func windowDidUnmap(_ window: ClientWindow) {
    log.append("unmap \(window.title ?? "?")")
  }
  func surfaceDidCommit(_ surface: SurfaceView) {
    log.append("commit")
  }
}

@Suite struct WindowTests {
  let harness: Harness
  let manager = TestWindowManager()
  let client: TestClient

  init() throws {
    harness = try Harness()
    harness.server.delegate = manager
    client = try harness.connect()
  }

  @Test func theDelegateDecidesTheFirstConfigure() {
    manager.configuration = ToplevelConfiguration(
      size: Size(width: 640, height: 480), states: [.fullscreen, .activated])
    _ = client.makeToplevel(client.makeSurface("main"))
    harness.roundtrip(client)
    #expect(
      client.windowEvents == ["bounds 800x600", "capabilities 0", "configure 640x480 states 2"])
  }

  @Test func mappingAddsTheWindowToTheApplicationAndTellsTheDelegate() throws {
    _ = harness.makeWindow(client, "main", width: 120, height: 80)
    let window = try #require(harness.window("main"))
    #expect(harness.application.windows.contains { $0 === window })
    #expect(window.frame.size == Size(width: 120, height: 80))
    #expect(window.isMapped)
    #expect(manager.log.filter { $0 != "commit" } == ["map main"])
  }

  @Test func configuringAgainAsksTheClientForANewSize() throws {
    let testWindow = harness.makeWindow(client, "main", width: 120, height: 80)
    let window = try #require(harness.window("main"))
    window.configure(
      ToplevelConfiguration(size: Size(width: 300, height: 200), states: [.maximized]))
    harness.roundtrip(client)
    #expect(client.windowEvents.last == "configure 300x200 states 1")
    client.ackConfigure(testWindow)
    client.attachBuffer(to: testWindow.surface, width: 300, height: 200)
    wl_surface_commit(testWindow.surface)
    harness.roundtrip(client)
    #expect(window.frame.size == Size(width: 300, height: 200))
  }

  @Test func theWindowGeometryIsTheFrameAndShiftsTheSurfaces() throws {
    let testWindow = client.makeToplevel(client.makeSurface("main"))
    harness.roundtrip(client)
    client.ackConfigure(testWindow)
    xdg_surface_set_window_geometry(testWindow.xdgSurface, 10, 5, 100, 50)
    client.attachBuffer(to: testWindow.surface, width: 120, height: 60)
    wl_surface_commit(testWindow.surface)
    harness.roundtrip(client)
    let window = try #require(harness.window("main"))
    #expect(window.frame.size == Size(width: 100, height: 50))
    #expect(window.surfaces[0].frame == Rect(x: -10, y: -5, width: 120, height: 60))
    harness.touch(down(1, 0, 0))
    harness.roundtrip(client)
    #expect(client.events == ["down main 0 (10.0, 5.0)", "frame"])
  }

  @Test func closeIsSentToTheClient() throws {
    _ = harness.makeWindow(client, "main", width: 50, height: 50)
    try #require(harness.window("main")).close()
    harness.roundtrip(client)
    #expect(client.windowEvents.last == "close")
  }

  @Test func unmappingRemovesTheWindowAndTellsTheDelegate() throws {
    let testWindow = harness.makeWindow(client, "main", width: 50, height: 50)
    weak let window = harness.window("main")
    xdg_toplevel_destroy(testWindow.toplevel)
    harness.roundtrip(client)
    #expect(harness.server.windows.isEmpty)
    #expect(harness.application.windows.isEmpty)
    #expect(manager.log.filter { $0 != "commit" } == ["map main", "unmap main"])
    #expect(window == nil)
  }

  @Test func frameCallbacksAreDoneWhenTheCompositorSaysSo() {
    let testWindow = harness.makeWindow(client, "main", width: 50, height: 50)
    var done = false
    let callback = wl_surface_frame(testWindow.surface)
    withUnsafeMutablePointer(to: &done) { flag in
      wl_callback_add_listener(callback, Self.frameListener, flag)
      wl_surface_commit(testWindow.surface)
      harness.roundtrip(client)
      #expect(!flag.pointee)
      harness.server.sendFrameCallbacks(time: 2)
      harness.roundtrip(client)
      #expect(flag.pointee)
    }
  }

  nonisolated(unsafe) static let frameListener = listener(
    wl_callback_listener(done: { data, callback, time in
      data!.assumingMemoryBound(to: Bool.self).pointee = time == 2000
      wl_callback_destroy(callback)
    }))

  @Test func mappedSurfacesEnterTheOutputTheyAreOn() {
    _ = harness.makeWindow(client, "main", width: 50, height: 50)
    harness.roundtrip(client)
    #expect(client.windowEvents.contains("enter main"))
  }

  @Test func aLateOutputBindingHearsWhichSurfacesAreOnIt() throws {
    _ = harness.makeWindow(client, "main", width: 50, height: 50)
    let registry = wl_display_get_registry(client.display)
    wl_registry_add_listener(registry, TestClient.registryListener, opaque(client))
    harness.roundtrip(client)
    harness.roundtrip(client)
    #expect(client.windowEvents.filter { $0 == "enter main" }.count == 2)
  }

  @Test func theCompositorReadsTheClientsPixels() throws {
    _ = harness.makeWindow(client, "main", width: 4, height: 2)
    let surface = try #require(harness.window("main")).surfaces[0]
    let pixel = surface.withContents { contents in
      #expect(contents.width == 4 && contents.height == 2 && contents.stride == 16)
      #expect(contents.format == .argb8888)
      return contents.bytes.load(fromByteOffset: 12, as: UInt32.self)
    }
    #expect(pixel == 0xff33_6699)
    #expect(surface.screenFrame == Rect(x: 0, y: 0, width: 4, height: 2))
  }

  @Test func aBufferScaleShrinksTheSurface() throws {
    let testWindow = client.makeToplevel(client.makeSurface("main"))
    harness.roundtrip(client)
    client.ackConfigure(testWindow)
    wl_surface_set_buffer_scale(testWindow.surface, 2)
    client.attachBuffer(to: testWindow.surface, width: 200, height: 100)
    wl_surface_commit(testWindow.surface)
    harness.roundtrip(client)
    #expect(try #require(harness.window("main")).frame.size == Size(width: 100, height: 50))
  }

  @Test func aPopupShowsWhereItsPositionerSaysAndTakesTouches() throws {
    let parent = harness.makeWindow(client, "main", width: 200, height: 100)
    let positioner = xdg_wm_base_create_positioner(client.wmBase)
    xdg_positioner_set_size(positioner, 60, 30)
    xdg_positioner_set_anchor_rect(positioner, 20, 40, 10, 10)
    xdg_positioner_set_anchor(positioner, XDG_POSITIONER_ANCHOR_BOTTOM_LEFT.rawValue)
    xdg_positioner_set_gravity(positioner, XDG_POSITIONER_GRAVITY_BOTTOM_RIGHT.rawValue)
    let surface = client.makeSurface("popup")
    let xdgSurface = xdg_wm_base_get_xdg_surface(client.wmBase, surface)!
    xdg_surface_add_listener(xdgSurface, TestClient.xdgSurfaceListener, opaque(client))
    let popup = xdg_surface_get_popup(xdgSurface, parent.xdgSurface, positioner)
    xdg_popup_add_listener(popup, TestClient.popupListener, opaque(client))
    wl_surface_commit(surface)
    harness.roundtrip(client)
    #expect(client.windowEvents.last == "popup configure 20,50 60x30")
    xdg_surface_ack_configure(xdgSurface, client.configureSerials[xdgSurface]!)
    client.attachBuffer(to: surface, width: 60, height: 30)
    wl_surface_commit(surface)
    harness.roundtrip(client)
    let window = try #require(harness.window("main"))
    #expect(window.surfaces.map(\.frame).last == Rect(x: 20, y: 50, width: 60, height: 30))
    harness.touch(down(1, 25, 55))
    harness.roundtrip(client)
    #expect(client.events == ["down popup 0 (5.0, 5.0)", "frame"])
    xdg_toplevel_destroy(parent.toplevel)
    harness.roundtrip(client)
    #expect(client.windowEvents.last == "popup done")
  }

  @Test func compositorWindowsStackAboveBelowAndBetweenClientWindows() throws {
    let other = try harness.connect()
    _ = harness.makeWindow(client, "below", width: 100, height: 100)
    let wallpaper = Window(frame: Rect(x: 0, y: 0, width: 800, height: 600))
    wallpaper.windowLevel = -1
    harness.application.addWindow(wallpaper)
    let scrim = RecordingView(frame: Rect(x: 0, y: 0, width: 800, height: 600))
    harness.application.addWindow(scrim.inWindow())
    _ = harness.makeWindow(other, "above", width: 50, height: 50)
    #expect(harness.application.windows.first === wallpaper)
    harness.touch(down(1, 10, 10))
    harness.touch(down(2, 70, 70))
    harness.roundtrip(client, other)
    #expect(other.events == ["down above 0 (10.0, 10.0)", "frame"])
    #expect(scrim.lines == ["began 2"])
    #expect(client.events.isEmpty)
  }
}

extension View {
  /// A window of the view's size holding the view.
  func inWindow() -> Window {
    let window = Window(frame: frame)
    window.addSubview(self)
    return window
  }
}
