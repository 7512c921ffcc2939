import CMemfd
import CWaylandClient
import Glibc
import WaylandProtocols.Client

/// A toplevel the test client made: its surface, xdg_surface and xdg_toplevel.
struct TestWindow {
  let surface: OpaquePointer
  let xdgSurface: OpaquePointer
  let toplevel: OpaquePointer
}

extension TestClient {
  /// Makes a surface with a name for the event lines.
  func makeSurface(_ name: String) -> OpaquePointer {
    let surface = wl_compositor_create_surface(compositor)!
    surfaceNames[surface] = name
    return surface
  }

  /// Makes an xdg_surface and toplevel for `surface`, titled with its name, and commits
  /// it without a buffer.
  func makeToplevel(_ surface: OpaquePointer) -> TestWindow {
    let xdgSurface = makeXdgSurface(surface)
    let toplevel = xdg_surface_get_toplevel(xdgSurface)!
    xdg_toplevel_add_listener(toplevel, Self.toplevelListener, opaque(self))
    xdg_toplevel_set_title(toplevel, surfaceNames[surface])
    wl_surface_commit(surface)
    return TestWindow(surface: surface, xdgSurface: xdgSurface, toplevel: toplevel)
  }

  /// Makes an xdg_surface for `surface` that records its configure serials.
  func makeXdgSurface(_ surface: OpaquePointer) -> OpaquePointer {
    let xdgSurface = xdg_wm_base_get_xdg_surface(wmBase, surface)!
    xdg_surface_add_listener(xdgSurface, Self.xdgSurfaceListener, opaque(self))
    return xdgSurface
  }

  /// Acknowledges the latest configure of `xdgSurface`.
  func ackConfigure(_ xdgSurface: OpaquePointer) {
    xdg_surface_ack_configure(xdgSurface, configureSerials[xdgSurface]!)
  }

  /// Makes `surface` a subsurface of `parent` at `position`.
  func makeSubsurface(_ surface: OpaquePointer, of parent: OpaquePointer, x: Int32, y: Int32)
    -> OpaquePointer
  {
    let subsurface = wl_subcompositor_get_subsurface(subcompositor, surface, parent)!
    wl_subsurface_set_position(subsurface, x, y)
    return subsurface
  }

  /// Attaches a new buffer of one colour (ARGB8888) and damages all of it; not committed.
  func attachBuffer(to surface: OpaquePointer, width: Int32, height: Int32) {
    let buffer = makeBuffer(width: width, height: height)
    wl_surface_attach(surface, buffer, 0, 0)
    wl_surface_damage_buffer(surface, 0, 0, width, height)
  }

  /// A shared-memory buffer of one colour.
  func makeBuffer(width: Int32, height: Int32) -> OpaquePointer {
    let stride = width * 4
    let size = Int(stride * height)
    let descriptor = cmemfd_create_sealable("touchway-test-buffer")
    ftruncate(descriptor, off_t(size))
    let pool = wl_shm_create_pool(shm, descriptor, Int32(size))
    let buffer = wl_shm_pool_create_buffer(
      pool, 0, width, height, stride, WL_SHM_FORMAT_ARGB8888.rawValue)!
    wl_shm_pool_destroy(pool)
    close(descriptor)
    return buffer
  }

  /// Sets the input region to one rectangle; not committed.
  func setInputRegion(of surface: OpaquePointer, x: Int32, y: Int32, width: Int32, height: Int32) {
    let region = wl_compositor_create_region(compositor)
    wl_region_add(region, x, y, width, height)
    wl_surface_set_input_region(surface, region)
    wl_region_destroy(region)
  }
}
