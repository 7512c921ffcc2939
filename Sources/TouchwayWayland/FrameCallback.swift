internal import CWaylandServer

/// A `wl_callback` made by `wl_surface.frame`: done once, when the compositor has shown a
/// frame with the surface's content, and then destroyed.
final class FrameCallback: ResourceObject {
  init(resource: OpaquePointer, client: WaylandClient) {
    // wl_callback has no requests.
    super.init(resource: resource, client: client, implementation: nil)
  }

  /// Sends `done` with the time in milliseconds, then destroys the callback.
  func done(milliseconds: UInt32) {
    guard let resource else { return }
    wl_callback_send_done(resource, milliseconds)
    wl_resource_destroy(resource)
  }
}
