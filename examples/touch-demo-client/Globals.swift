import CTabletClient
import CWaylandClient
import WaylandProtocols

/// The globals the demo uses, bound for its whole run and released in `deinit`.
final class Globals {
  /// The connection the globals were bound on.
  var connection: Connection { registry.connection }
  /// `wl_compositor`, version 4 at most (for `damage_buffer`).
  let compositor: OpaquePointer
  /// `wl_shm`.
  let shm: OpaquePointer
  /// `xdg_wm_base`, answered automatically when it pings.
  let wmBase: OpaquePointer
  /// `wl_seat`, version 7 at most (touch shape and orientation need 6); `nil` when the
  /// compositor has no seat.
  let seat: OpaquePointer?
  /// `touchway_responder_manager_v1`; `nil` when the compositor does not offer it.
  let responderManager: OpaquePointer?
  /// `zwp_tablet_manager_v2`; `nil` when the compositor does not offer it or the demo was
  /// asked not to bind it.
  let tabletManager: OpaquePointer?
  /// Keeps the registry, and so the display, for longer than these globals.
  private let registry: Registry
  private let wmBaseListener: UnsafeMutablePointer<xdg_wm_base_listener>

  init(registry: Registry, bindsTablet: Bool = true) throws(ClientError) {
    self.registry = registry
    try registry.require("wl_compositor", "wl_shm", "xdg_wm_base")
    compositor = registry.bind(touchway_wl_compositor_interface(), upTo: 4)!
    shm = registry.bind(touchway_wl_shm_interface(), upTo: 1)!
    wmBase = registry.bind(touchway_xdg_wm_base_interface(), upTo: 5)!
    seat = registry.bind(touchway_wl_seat_interface(), upTo: 7)
    responderManager = registry.bind(touchway_touchway_responder_manager_v1_interface(), upTo: 1)
    tabletManager =
      bindsTablet ? registry.bind(touchway_zwp_tablet_manager_v2_interface(), upTo: 1) : nil
    wmBaseListener = .allocate(capacity: 1)
    // A client that does not answer pings is taken for unresponsive.
    wmBaseListener.initialize(
      to: xdg_wm_base_listener(ping: { _, wmBase, serial in xdg_wm_base_pong(wmBase, serial) }))
    xdg_wm_base_add_listener(wmBase, wmBaseListener, nil)
  }

  deinit {
    if let tabletManager { zwp_tablet_manager_v2_destroy(tabletManager) }
    if let responderManager { touchway_responder_manager_v1_destroy(responderManager) }
    if let seat {
      if wl_seat_get_version(seat) >= WL_SEAT_RELEASE_SINCE_VERSION {
        wl_seat_release(seat)
      } else {
        wl_seat_destroy(seat)
      }
    }
    xdg_wm_base_destroy(wmBase)
    wl_shm_destroy(shm)
    wl_compositor_destroy(compositor)
    wmBaseListener.deallocate()
  }
}
